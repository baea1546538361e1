// The rules core's queries for the solver: has_legal_move, is_mate, is_stalemate, gives_check,
// generate_checks, and is_legal as exact membership in legal_moves. Each is checked against the slow
// definition (the legal list, play + in_check + undo, outcome()) at every ply of random games of every
// variant and of test-built rule sets with obligations and fairy riders, then on positions set by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/common/castling.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

bool contains(const MoveList& moves, const Move& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::vector<std::string> ucis(const Rules& rules, const Position& pos, const MoveList& moves) {
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(to_uci(rules, pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

// A pseudo-legal move by its coordinates (parse_move only knows legal ones).
Move pseudo_move(const Rules& rules, const Position& pos, const std::string& uci) {
  MoveList pseudo;
  rules.generate_pseudo_legal(pos, pseudo);
  for (const Move& m : pseudo)
    if (to_uci(rules, pos, m) == uci) return m;
  ADD_FAILURE() << "no pseudo-legal move " << uci;
  return Move{};
}

bool checks_by_play(const Rules& rules, Position& pos, const Move& m) {
  const Colour enemy = opposite(pos.side_to_move());
  rules.play(pos, m);
  const bool check = rules.in_check(pos, enemy);
  rules.undo(pos);
  return check;
}

// Moves the position does not generate: other destinations, flags and promotions.
std::vector<Move> strangers(const Position& pos, const MoveList& pseudo, std::mt19937& rng) {
  std::vector<Move> out;
  const auto& squares = pos.geometry().squares();
  for (size_t i = 0; i < pseudo.size() && out.size() < 24; i += 3) {
    Move m = pseudo[i];
    Move other = m;
    other.to = squares[rng() % squares.size()];
    out.push_back(other);
    other = m;
    other.flags ^= kFlagCapture;
    out.push_back(other);
    other = m;
    other.promotion = m.promotion == PieceKind::None ? PieceKind::Queen : PieceKind::None;
    out.push_back(other);
  }
  return out;
}

struct Tally {
  int plies = 0, mates = 0, stalemates = 0, ends = 0, checks = 0, attack_maps = 0;
};

// Every query against its definition in one position; the position must come back unchanged.
void expect_queries_agree(const Rules& rules, Position& pos, std::mt19937& rng, Tally& tally,
                          const std::string& where) {
  SCOPED_TRACE(rules.name() + " " + where + " " + to_fen(rules, pos));
  const uint64_t hash = pos.hash();
  const size_t played = pos.moves_played();
  const Colour side = pos.side_to_move();

  MoveList legal, pseudo, checks;
  rules.legal_moves(pos, legal);
  rules.generate_pseudo_legal(pos, pseudo);

  ASSERT_EQ(rules.has_legal_move(pos), !legal.empty());
  // With a hint (a legal move, a pseudo-legal one, a move of another unit or of nothing): the same
  // answer, and the hint then holds a legal move, or is left as it was (obligations, choices).
  {
    std::mt19937 hint_rng(static_cast<uint32_t>(pos.hash()));  // (the games' own draws left alone)
    std::vector<Move> hints = {Move{}};
    if (!legal.empty()) hints.push_back(legal[hint_rng() % legal.size()]);
    if (!pseudo.empty()) hints.push_back(pseudo[hint_rng() % pseudo.size()]);
    for (const Move& m : strangers(pos, pseudo, hint_rng)) hints.push_back(m);
    for (const Move& given : hints) {
      Move hint = given;
      ASSERT_EQ(rules.has_legal_move(pos, nullptr, &hint), !legal.empty());
      if (!(hint == given)) {
        ASSERT_TRUE(contains(legal, hint)) << to_uci(rules, pos, hint);
      }
    }
  }

  // Mate and stalemate by their definitions, then as outcome() words them.
  const bool ended = rules.rule_end(pos).has_value();
  const bool in_check = rules.in_check(pos, side);
  ASSERT_EQ(rules.is_mate(pos), !ended && in_check && legal.empty());
  ASSERT_EQ(rules.is_stalemate(pos), !ended && !in_check && legal.empty());
  const Outcome o = rules.outcome(pos, /*with_draw_claims=*/false);
  ASSERT_EQ(rules.is_mate(pos), o.reason == "checkmate");
  ASSERT_EQ(rules.is_stalemate(pos), !ended && o.result == Result::Draw);
  if (rules.is_stalemate(pos)) {
    ASSERT_EQ(o.reason, rules.params().no_moves_reason);
  }
  if (rules.is_mate(pos)) {
    ASSERT_EQ(o.result, side == Colour::White ? Result::BlackWins : Result::WhiteWins);
  }
  tally.mates += rules.is_mate(pos);
  tally.stalemates += rules.is_stalemate(pos);
  tally.ends += ended;

  // gives_check on every pseudo-legal move (it is defined for them, not only for legal ones).
  MoveList expected_checks;
  for (const Move& m : pseudo) {
    const bool check = checks_by_play(rules, pos, m);
    ASSERT_EQ(rules.gives_check(pos, m), check) << to_uci(rules, pos, m);
    if (check && contains(legal, m)) expected_checks.push(m);
  }
  rules.generate_checks(pos, checks);
  ASSERT_EQ(ucis(rules, pos, checks), ucis(rules, pos, expected_checks));
  for (const Move& m : checks) ASSERT_TRUE(contains(legal, m)) << to_uci(rules, pos, m);
  tally.checks += static_cast<int>(checks.size());

  // is_legal is membership in the legal list: every generated move, then moves nobody generated.
  for (const Move& m : pseudo) ASSERT_EQ(rules.is_legal(pos, m), contains(legal, m)) << to_uci(rules, pos, m);
  for (const Move& m : strangers(pos, pseudo, rng)) {
    if (contains(pseudo, m)) continue;
    ASSERT_FALSE(rules.is_legal(pos, m));
  }

  // each_legal_move visits legal_moves in its order, and stops where it is told to.
  {
    MoveList visited, seen;
    ASSERT_TRUE(rules.each_legal_move(pos, visited, [&](const Move& m) {
      seen.push(m);
      return true;
    }));
    ASSERT_EQ(ucis(rules, pos, visited), ucis(rules, pos, legal));
    ASSERT_EQ(ucis(rules, pos, seen), ucis(rules, pos, legal));
    if (legal.size() >= 2) {
      size_t calls = 0;
      ASSERT_FALSE(rules.each_legal_move(pos, visited, [&](const Move&) { return ++calls < 2; }));
      ASSERT_EQ(calls, 2u);
      ASSERT_EQ(visited.size(), 2u);
      ASSERT_TRUE(visited[0] == legal[0] && visited[1] == legal[1]);
    }
  }

  // attack_map, where the rules allow it, is is_attacked on every square.
  for (Colour by : {Colour::White, Colour::Black}) {
    std::array<bool, 256> map;
    if (!rules.attack_map(pos, by, map)) continue;
    ++tally.attack_maps;
    for (Square s : pos.geometry().squares())
      ASSERT_EQ(map[static_cast<size_t>(s.index())], rules.is_attacked(pos, s, by)) << pos.geometry().name(s);
  }

  ASSERT_EQ(pos.hash(), hash);
  ASSERT_EQ(pos.moves_played(), played);
}

// Random games that like checks and captures (so they meet mates), the queries at every ply.
Tally random_games(const Rules& rules, const std::vector<std::string>& starts, int games, int max_plies,
                   uint32_t seed) {
  std::mt19937 rng(seed);
  Tally tally;
  for (int g = 0; g < games; ++g) {
    Position pos = parse_fen(rules, starts[static_cast<size_t>(g) % starts.size()]);
    for (int ply = 0; ply <= max_plies; ++ply) {
      expect_queries_agree(rules, pos, rng, tally, "game " + std::to_string(g) + " ply " + std::to_string(ply));
      if (::testing::Test::HasFatalFailure()) return tally;
      ++tally.plies;
      MoveList legal, checks;
      rules.legal_moves(pos, legal);
      if (legal.empty()) break;
      rules.generate_checks(pos, checks);
      // A mating check if there is one, so that games end in mates.
      bool mated = false;
      for (const Move& m : checks) {
        rules.play(pos, m);
        if (rules.is_mate(pos)) {
          mated = true;
          break;
        }
        rules.undo(pos);
      }
      if (mated) continue;
      const unsigned dice = rng() % 10;
      MoveList captures;
      for (const Move& m : legal)
        if (m.is_capture()) captures.push(m);
      const MoveList& from = dice < 4 && !checks.empty() ? checks : dice < 7 && !captures.empty() ? captures : legal;
      rules.play(pos, from[rng() % from.size()]);
    }
  }
  return tally;
}

std::vector<std::string> starts_of(const Rules& rules, std::vector<std::string> more = {}) {
  more.insert(more.begin(), rules.start_fen());
  return more;
}

void report(const std::string& name, const Tally& t) {
  std::cout << "[ queries  ] " << name << ": " << t.plies << " plies, " << t.mates << " mates, " << t.stalemates
            << " stalemates, " << t.ends << " rule ends, " << t.checks << " checking moves, " << t.attack_maps
            << " attack maps\n";
}

TEST(RulesQueries, RandomGamesOfEveryVariant) {
  // A few positions beyond the start for chess: castling, en passant and promotions come sooner.
  const std::vector<std::string> chess_extra = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  };
  for (const VariantInfo& v : all_variants()) {
    const auto rules = v.make();
    const bool big = rules->geometry().width() > 8;  // Rococo: longer lists, fewer plies
    const Tally t = random_games(*rules, starts_of(*rules, v.name == "chess" ? chess_extra : std::vector<std::string>{}),
                                 big ? 6 : 10, big ? 60 : 100, 4242);
    if (HasFatalFailure()) return;
    report(v.name, t);
    EXPECT_GE(t.plies, 200) << v.name;
    if (v.name == "chess") {
      EXPECT_GT(t.attack_maps, 0);
    }
    if (rules->params().royal_capture)
      EXPECT_EQ(t.checks, 0) << v.name;  // kings are taken, nothing is check
    else
      EXPECT_GT(t.checks, 0) << v.name;
  }
}

// A position no legal game reaches: the side not to move stands in check. The check-giving shortcut
// (only new attacks are looked for) would be wrong here, so generate_checks looks for every attack.
TEST(RulesQueries, EnemyKingAlreadyAttacked) {
  const auto rules = make_variant("chess");
  Position pos = parse_fen(*rules, "4k3/8/8/8/2B5/8/8/4K3 w - - 0 1");
  pos.put(Square(4, 1), Piece(PieceKind::Rook, Colour::White));  // Re2 attacks the king e8
  std::mt19937 rng(5);
  Tally tally;
  expect_queries_agree(*rules, pos, rng, tally, "Re2 added");
  MoveList checks;
  rules->generate_checks(pos, checks);
  const std::vector<std::string> moves = ucis(*rules, pos, checks);
  EXPECT_TRUE(std::find(moves.begin(), moves.end(), "c4b5") != moves.end());   // the rook still checks
  EXPECT_TRUE(std::find(moves.begin(), moves.end(), "c4e6") == moves.end());   // the bishop blocks it
}

// --- Test-built rule sets: obligations (the legal list narrowed as a whole) and fairy riders ---

// If a capture is legal, only captures are.
class CompulsoryCapture final : public RuleModule {
 public:
  const char* name() const override { return "compulsory capture"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position&, const Rules&, MoveList& moves) const override {
    const bool any = std::any_of(moves.begin(), moves.end(), [](const Move& m) { return m.is_capture(); });
    if (!any) return;
    size_t kept = 0;
    for (const Move& m : moves)
      if (m.is_capture()) moves[kept++] = m;
    moves.truncate(kept);
  }
};

// The king never moves: an obligation that can leave no move at all.
class KingStays final : public RuleModule {
 public:
  const char* name() const override { return "king stays"; }
  unsigned hooks() const override { return kHookObligation; }
  void restrict(Position& pos, const Rules&, MoveList& moves) const override {
    size_t kept = 0;
    for (const Move& m : moves)
      if (pos.at(m.from).kind() != PieceKind::King) moves[kept++] = m;
    moves.truncate(kept);
  }
};

std::shared_ptr<Rules> orthodox_rules(const std::string& name) {
  auto rules = std::make_shared<Rules>(name, std::make_shared<Geometry>(8, 8));
  use_orthodox_army(*rules);
  rules->add_module(std::make_unique<Castling>());
  rules->set_start_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  return rules;
}

TEST(RulesQueries, RandomGamesWithObligations) {
  auto capture = orthodox_rules("compulsory capture");
  capture->add_module(std::make_unique<CompulsoryCapture>());
  report(capture->name(), random_games(*capture, starts_of(*capture), 6, 70, 77));
  if (HasFatalFailure()) return;
  auto stays = orthodox_rules("king stays");
  stays->add_module(std::make_unique<KingStays>());
  const Tally t = random_games(*stays, starts_of(*stays, {"4k3/8/8/8/8/8/3PPP2/3QKB2 b - - 0 1"}), 6, 70, 78);
  report(stays->name(), t);
}

TEST(RulesQueries, ObligationsRuleIsLegalAndHasLegalMove) {
  auto capture = orthodox_rules("compulsory capture");
  capture->add_module(std::make_unique<CompulsoryCapture>());
  Position pos = parse_fen(*capture, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  EXPECT_FALSE(capture->is_legal(pos, pseudo_move(*capture, pos, "e4e5")));  // a capture is compulsory
  EXPECT_TRUE(capture->is_legal(pos, pseudo_move(*capture, pos, "e4d5")));
  EXPECT_EQ(capture->count_legal_moves(pos), 1u);

  // The king alone cannot move: no legal move although the king has safe squares. In check that is
  // mate, out of check stalemate, as outcome() says.
  auto stays = orthodox_rules("king stays");
  stays->add_module(std::make_unique<KingStays>());
  Position lone = parse_fen(*stays, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  EXPECT_FALSE(stays->has_legal_move(lone));
  EXPECT_TRUE(stays->is_stalemate(lone));
  Position checked = parse_fen(*stays, "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(stays->has_legal_move(checked));
  EXPECT_TRUE(stays->is_mate(checked));
  EXPECT_EQ(stays->outcome(checked).reason, "checkmate");
}

TEST(RulesQueries, RandomGamesWithFairyRidersAndHoppers) {
  // Nightriders ride (2,1) lines: checks and discoveries along lines that are not the queen's.
  auto riders = orthodox_rules("nightriders");
  riders->use_piece(PieceKind::Nightrider, 'S');
  riders->params().promotion_kinds.push_back(PieceKind::Nightrider);
  report(riders->name(), random_games(*riders, {"s3k2s/pppppppp/8/8/8/8/PPPPPPPP/S3K2S w - - 0 1",
                                               "4k3/1s6/8/8/3S4/8/1P4p1/R3K2R w KQ - 0 1"},
                                      6, 70, 91));
  if (HasFatalFailure()) return;
  // Grasshoppers hop: a move may make or remove a hurdle, so these rule sets play every move.
  auto hoppers = orthodox_rules("grasshoppers");
  hoppers->use_piece(PieceKind::Grasshopper, 'G');
  report(hoppers->name(), random_games(*hoppers, {"g3k2g/pppppppp/8/8/8/8/PPPPPPPP/G3K2G w - - 0 1",
                                                 "4k3/2g5/8/8/3G4/8/1P4p1/R3K2R w KQ - 0 1"},
                                       6, 70, 92));
}

TEST(RulesQueries, RandomGamesUnderConditionsWhoseSideEffectsMayLeaveTheBoardAlone) {
  // Circe, GhostChess, HauntedChess and Circe Volcanic change units after some moves only: generate_checks
  // reads the others' checks from the squares they touched once they are played, and must agree with the slow
  // definition on every move.
  const std::vector<std::string> starts = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "4k3/1r4p1/8/3Q4/8/2n5/1P4P1/R3K2R w KQ - 0 1"};
  for (const std::string condition : {"Circe", "GhostChess", "HauntedChess", "AntiCirce"}) {
    const auto rules = condition_checks::chess_with(condition);
    const Tally t = random_games(*rules, starts_of(*rules, starts), 6, 80, 77);
    if (HasFatalFailure()) return;
    report(condition, t);
    EXPECT_GT(t.checks, 0) << condition;
  }
  const auto volcanic = condition_checks::chess_with({{"Circe", {"Volcanic"}}});
  report("Circe Volcanic", random_games(*volcanic, starts_of(*volcanic, starts), 6, 80, 78));
  // (legal_moves reads a quiet move's legality from the board after it where no unit waits to come back
  // to the square it empties: is_legal, which plays every move, checks it above.)
  const auto parachute = condition_checks::chess_with({{"Circe", {"Parachute"}}});
  report("Circe Parachute", random_games(*parachute, starts_of(*parachute, starts), 6, 80, 79));
}

TEST(RulesQueries, RandomGamesWhereHooksJudgeTheUnitsAloneOnTheBoardLookedAt) {
  // Madrasi's and Eiffel's paralysis, AntiCirce's and SAT's check, Super-Circe's still pawns read only the
  // units: a simple move's legality and check are asked of the board after it, set on the position without
  // playing the move (Position::Look), and must agree with the slow definition (is_legal plays every move).
  const std::vector<std::string> starts = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "4k3/1r4p1/8/3Q4/8/2n5/1P4P1/R3K2R w KQ - 0 1", "4k3/8/8/3q4/3Q4/8/4p3/R3K2R w KQ - 0 1"};
  const condition_checks::ConditionList conditions = {{"Madrasi", {}},
                                                      {"Madrasi", {"RexInclusive"}},
                                                      {"EiffelChess", {}},
                                                      {"AntiCirce", {"Cheylan"}},
                                                      {"AntiCirce", {"Volcanic"}},
                                                      {"Circe", {"Super"}}};
  int seed = 80;
  for (const auto& condition : conditions) {
    const auto rules = condition_checks::chess_with(condition_checks::ConditionList{condition});
    const Tally t = random_games(*rules, starts_of(*rules, starts), 6, 80, seed++);
    if (HasFatalFailure()) return;
    std::string name = condition.first;
    for (const std::string& a : condition.second) name += " " + a;
    report(name, t);
    EXPECT_GT(t.checks, 0) << name;
  }
  // SAT: a king with a flight is in check, so the side not to move has none (fairy_sat__001's diagram).
  for (const auto& arguments : {std::vector<std::string>{}, std::vector<std::string>{"1"}}) {
    const auto rules = condition_checks::chess_with(condition_checks::ConditionList{{"SAT", arguments}});
    const Tally t = random_games(*rules, {"8/2N5/bp1rqq2/1qp1kq2/K2qqq2/7r/8/1n6 w - - 0 1"}, 6, 80, seed++);
    if (HasFatalFailure()) return;
    report(arguments.empty() ? "SAT" : "SAT " + arguments[0], t);
  }
}

TEST(RulesQueries, RandomGamesWhereUnitsObserveFromOtherSquares) {
  // Mars Circe, Phantom chess and Plus chess say where units observe from (the observers hook): every
  // query asks it, and the board-reading shortcuts stand aside.
  const std::vector<std::string> starts = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"};
  for (const std::string condition : {"MarsCirce", "PhantomChess", "PlusChess"}) {
    const auto rules = condition_checks::chess_with(condition);
    const Tally t = random_games(*rules, starts_of(*rules, starts), 6, 60, 79);
    if (HasFatalFailure()) return;
    report(condition, t);
    EXPECT_GT(t.checks, 0) << condition;
  }
}

TEST(RulesQueries, RandomGamesWithLeapers) {
  // The problemists' (a,b) leapers: camel (1,3), giraffe (1,4), zebra (2,3).
  auto leapers = orthodox_rules("leapers");
  leapers->use_piece(PieceKind::Camel, 'C');
  leapers->use_piece(PieceKind::Giraffe, 'F');
  leapers->use_piece(PieceKind::Zebra, 'X');
  for (PieceKind k : {PieceKind::Camel, PieceKind::Giraffe, PieceKind::Zebra})
    leapers->params().promotion_kinds.push_back(k);
  // From d4 on an empty board: the camel and the zebra reach eight squares, the giraffe four.
  const std::vector<std::pair<std::string, size_t>> reach = {
      {"7k/8/8/8/3C4/8/8/K7 w - - 0 1", 8}, {"7k/8/8/8/3F4/8/8/K7 w - - 0 1", 4},
      {"7k/8/8/8/3X4/8/8/K7 w - - 0 1", 8}};
  for (const auto& [fen, count] : reach) {
    Position pos = parse_fen(*leapers, fen);
    MoveList legal;
    leapers->legal_moves(pos, legal);
    size_t from_d4 = 0;
    for (const Move& m : legal) from_d4 += to_uci(*leapers, pos, m).compare(0, 2, "d4") == 0;
    EXPECT_EQ(from_d4, count) << fen;
  }
  report(leapers->name(), random_games(*leapers, {"cfx1kxfc/pppppppp/8/8/8/8/PPPPPPPP/CFX1KXFC w - - 0 1",
                                                 "4k3/2c5/8/3x4/2F5/8/1P4p1/R3K2R w KQ - 0 1"},
                                       6, 70, 93));
}

// --- Positions set by hand ---

struct Fixture {
  std::shared_ptr<const Rules> rules = make_variant("chess");
  Position at(const std::string& fen) const { return parse_fen(*rules, fen); }
  Move move(Position& pos, const std::string& text) const {
    const auto m = parse_move(*rules, pos, text);
    EXPECT_TRUE(m) << text;
    return m ? *m : Move{};
  }
  std::vector<std::string> checks(Position& pos) const {
    MoveList out;
    rules->generate_checks(pos, out);
    return ucis(*rules, pos, out);
  }
};

TEST(RulesQueries, MateAndStalemate) {
  Fixture f;
  Position fools = f.at("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_TRUE(f.rules->is_mate(fools));
  EXPECT_FALSE(f.rules->is_stalemate(fools));
  EXPECT_FALSE(f.rules->has_legal_move(fools));
  Position stalemate = f.at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_TRUE(f.rules->is_stalemate(stalemate));
  EXPECT_FALSE(f.rules->is_mate(stalemate));
  Position check = f.at("7k/8/6K1/8/8/8/8/Q7 b - - 0 1");  // Qa1 checks along the diagonal; Kg8 escapes
  EXPECT_TRUE(f.rules->has_legal_move(check));
  EXPECT_FALSE(f.rules->is_mate(check) || f.rules->is_stalemate(check));
  Position mated = f.at("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_TRUE(f.rules->is_mate(mated));
}

TEST(RulesQueries, DiscoveredCheck) {
  Fixture f;
  // Every move of the knight uncovers the rook; nothing else checks.
  Position pos = f.at("4k3/8/8/8/8/8/4N3/4RK2 w - - 0 1");
  EXPECT_EQ(f.checks(pos), (std::vector<std::string>{"e2c1", "e2c3", "e2d4", "e2f4", "e2g1", "e2g3"}));
  EXPECT_TRUE(f.rules->gives_check(pos, f.move(pos, "e2d4")));
  EXPECT_FALSE(f.rules->gives_check(pos, f.move(pos, "e1d1")));
  // A bishop's diagonal opened by a pawn push.
  Position diagonal = f.at("7k/8/8/8/8/8/1P6/B3K3 w - - 0 1");
  EXPECT_EQ(f.checks(diagonal), (std::vector<std::string>{"b2b3", "b2b4"}));
}

TEST(RulesQueries, DoubleCheck) {
  Fixture f;
  // Every knight move uncovers the rook; from d6 and f6 the knight checks as well.
  Position pos = f.at("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1");
  EXPECT_EQ(f.checks(pos),
            (std::vector<std::string>{"e4c3", "e4c5", "e4d2", "e4d6", "e4f2", "e4f6", "e4g3", "e4g5"}));
  f.rules->play(pos, f.move(pos, "e4d6"));
  EXPECT_TRUE(f.rules->in_check(pos, Colour::Black));
  MoveList replies;
  f.rules->legal_moves(pos, replies);
  ASSERT_FALSE(replies.empty());
  for (const Move& m : replies) EXPECT_EQ(m.from, pos.king(Colour::Black));  // only the king can answer
  EXPECT_TRUE(f.rules->has_legal_move(pos));
  EXPECT_FALSE(f.rules->is_mate(pos));
}

TEST(RulesQueries, EnPassantDiscoveredCheck) {
  Fixture f;
  // exd6 takes both pawns off the fifth rank: the rook a5 sees the king h5.
  Position pos = f.at("8/8/8/R2pP2k/8/8/8/K7 w - d6 0 1");
  const Move ep = f.move(pos, "e5d6");
  EXPECT_EQ(ep.kind, MoveKind::EnPassant);
  EXPECT_TRUE(f.rules->gives_check(pos, ep));
  EXPECT_EQ(f.checks(pos), (std::vector<std::string>{"e5d6"}));
  EXPECT_FALSE(f.rules->gives_check(pos, f.move(pos, "e5e6")));  // d5 still shields the king
}

TEST(RulesQueries, CastlingWithRookCheck) {
  Fixture f;
  Position king_side = f.at("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
  const Move castle = f.move(king_side, "e1g1");
  EXPECT_EQ(castle.kind, MoveKind::Castle);
  EXPECT_TRUE(f.rules->gives_check(king_side, castle));
  EXPECT_EQ(f.checks(king_side), (std::vector<std::string>{"e1g1", "h1f1", "h1h8"}));
  Position queen_side = f.at("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
  EXPECT_EQ(f.checks(queen_side), (std::vector<std::string>{"a1a8", "a1d1", "e1c1"}));
}

TEST(RulesQueries, PromotionCheck) {
  Fixture f;
  Position pos = f.at("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
  EXPECT_EQ(f.checks(pos), (std::vector<std::string>{"e7e8q", "e7e8r"}));
  EXPECT_FALSE(f.rules->gives_check(pos, f.move(pos, "e7e8n")));
  // Under-promotion to a knight checks where the queen would not.
  Position knight = f.at("8/4P3/5k2/8/8/8/8/K7 w - - 0 1");
  EXPECT_EQ(f.checks(knight), (std::vector<std::string>{"e7e8n"}));
}

TEST(RulesQueries, PinnedCheckerIsNoCheckingMove) {
  Fixture f;
  // Nd4 and Ng3 would check the king f5, but the knight is pinned to its king by the rook e8.
  Position pos = f.at("4r3/8/8/5k2/8/8/4N3/4K3 w - - 0 1");
  const Move pinned = pseudo_move(*f.rules, pos, "e2d4");
  EXPECT_TRUE(f.rules->gives_check(pos, pinned));
  EXPECT_FALSE(f.rules->is_legal(pos, pinned));
  EXPECT_TRUE(f.checks(pos).empty());
}

TEST(RulesQueries, CapturedKingIsNeitherMateNorStalemate) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    Position pos = parse_fen(*rules, "r3k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    const auto take = parse_move(*rules, pos, "e1e8");
    ASSERT_TRUE(take);
    EXPECT_FALSE(rules->gives_check(pos, *take));  // nothing is check where kings are taken
    rules->play(pos, *take);
    EXPECT_FALSE(rules->has_legal_move(pos));
    EXPECT_FALSE(rules->is_mate(pos));
    EXPECT_FALSE(rules->is_stalemate(pos));
    EXPECT_EQ(rules->outcome(pos).reason, "king captured");
    EXPECT_FALSE(rules->is_legal(pos, *take));
  }
}

TEST(RulesQueries, AntiKingMateAndStalemate) {
  // The anti-king stranded (unattacked) with no move is mate; the orthodox stalemate is one too.
  const auto ak1 = make_variant("antiking1");
  Position mate = parse_fen(*ak1, "2pr3A/2pb1qbr/2p1pkQp/2pnp1n1/1PPN4/PPB1PPN1/1K2RP2/a2BRP2 b Aa - 0 1");
  EXPECT_TRUE(ak1->is_mate(mate));
  const auto ak2 = make_variant("antiking2");
  Position stalemate = parse_fen(*ak2, "k7/2Q5/8/3p4/3PA3/6N1/6PP/4K1Ba b - - 0 1");
  EXPECT_TRUE(ak2->is_stalemate(stalemate));
  EXPECT_FALSE(ak2->is_mate(stalemate));
}

TEST(RulesQueries, ACastlingWhoseUnitsStartWhereTheOtherLandsIsPlayedInOrder) {
  // Castling from other squares (Anti-Mars Circe's): the king may end where it stands (g1 to g1, the
  // rook h1 to f1), and the rook may stand on the king's target, which it leaves first (rook c1 to d1,
  // king f1 to c1). The board after each is as after the castling from e1; undo gives the position back.
  auto rules = build_variant("chess");
  auto castle = [](const char* from, const char* to, const char* rook, const char* crossed) {
    Move m{condition_checks::sq(from), condition_checks::sq(to), MoveKind::Castle};
    m.aux = static_cast<uint8_t>(condition_checks::sq(rook).index());
    m.aux2 = static_cast<uint8_t>(condition_checks::sq(crossed).index());
    return m;
  };
  Position pos = parse_fen(*rules, "k7/8/8/8/8/8/8/6KR w - - 0 1");
  const std::string before = to_fen(*rules, pos);
  rules->play(pos, castle("g1", "g1", "h1", "f1"));
  EXPECT_EQ(to_fen(*rules, pos), "k7/8/8/8/8/8/8/5RK1 b - - 1 1");
  rules->undo(pos);
  EXPECT_EQ(to_fen(*rules, pos), before);
  Position other = parse_fen(*rules, "k7/8/8/8/8/8/8/2R2K2 w - - 0 1");
  rules->play(other, castle("f1", "c1", "c1", "d1"));
  EXPECT_EQ(to_fen(*rules, other), "k7/8/8/8/8/8/8/2KR4 b - - 1 1");
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// Two arrival hooks (kHookArrival): one turns a unit arriving on e4 into the other side's, one makes a
// knight arriving anywhere a bishop; Rules::arriving_as applies them in the order they were added.
class ArrivalSideChange final : public RuleModule {
 public:
  const char* name() const override { return "arrival side change (test)"; }
  unsigned hooks() const override { return kHookArrival; }
  Piece arriving_as(const Position&, const Rules&, Square to, Piece unit) const override {
    return to == Square(4, 3) ? unit.with_colour(opposite(unit.colour())) : unit;
  }
};
class ArrivalKnightToBishop final : public RuleModule {
 public:
  const char* name() const override { return "arrival knight to bishop (test)"; }
  unsigned hooks() const override { return kHookArrival; }
  Piece arriving_as(const Position&, const Rules&, Square, Piece unit) const override {
    return unit.kind() == PieceKind::Knight ? unit.with_kind(PieceKind::Bishop) : unit;
  }
};

TEST(RulesQueries, ArrivalHooksTurnTheArrivingUnitInOrder) {
  auto plain = build_variant("chess");
  const Position pos = parse_fen(*plain, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
  const Piece knight(PieceKind::Knight, Colour::White);
  EXPECT_EQ(plain->arriving_as(pos, Square(4, 3), knight), knight);  // no hook: itself
  auto rules = build_variant("chess");
  rules->add_module(std::make_unique<ArrivalSideChange>());
  rules->add_module(std::make_unique<ArrivalKnightToBishop>());
  EXPECT_EQ(rules->arriving_as(pos, Square(4, 3), knight), Piece(PieceKind::Bishop, Colour::Black));
  EXPECT_EQ(rules->arriving_as(pos, Square(5, 2), knight), Piece(PieceKind::Bishop, Colour::White));
}

// The marks hook (kHookMarks): the rule set answers with its one marking module's squares and letter,
// none without one, and refuses a second marking module naming both.
class MarksTheKings final : public RuleModule {
 public:
  const char* name() const override { return "marks the kings (test)"; }
  unsigned hooks() const override { return kHookMarks; }
  Marks marks(const Position& pos, const Rules&) const override {
    return Marks{'M', {pos.king(Colour::White), pos.king(Colour::Black)}};
  }
};

TEST(RulesQueries, TheMarksHookGivesTheMarkedSquares) {
  auto rules = build_variant("chess");
  const Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
  EXPECT_FALSE(rules->has_marks());
  EXPECT_EQ(rules->marks(pos).letter, 0);
  EXPECT_TRUE(rules->marks(pos).squares.empty());
  rules->add_module(std::make_unique<MarksTheKings>());
  ASSERT_TRUE(rules->has_marks());
  const Marks marks = rules->marks(pos);
  EXPECT_EQ(marks.letter, 'M');
  EXPECT_EQ(marks.squares, (std::vector<Square>{Square(4, 0), Square(4, 7)}));
  try {
    rules->add_module(std::make_unique<MarksTheKings>());
    ADD_FAILURE() << "a second marking module was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "marks the kings (test) cannot be combined with marks the kings (test): both mark squares beside the units");
  }
}

// Rules::withdraw_piece: the kind leaves the rule set, its letter goes to another kind, and using it
// again is refused with the reason given.
TEST(RulesWithdrawPiece, TheLetterIsFreeAndTheKindRefused) {
  std::shared_ptr<Rules> rules = build_variant("chess");
  ASSERT_TRUE(rules->uses(PieceKind::Knight));
  rules->withdraw_piece(PieceKind::Knight, "no knights here");
  EXPECT_FALSE(rules->uses(PieceKind::Knight));
  EXPECT_FALSE(rules->kind_for_letter('N').has_value());
  rules->use_piece(PieceKind::Nightrider, 'N');
  EXPECT_EQ(rules->kind_for_letter('N'), PieceKind::Nightrider);
  try {
    rules->use_piece(PieceKind::Knight, 'S');
    ADD_FAILURE() << "the withdrawn kind was used";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "no knights here");
  }
  // 'N' is now the nightrider: b1 rides to c3, e4 ... on an empty board.
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
  MoveList moves;
  rules->legal_moves(pos, moves);
  EXPECT_EQ(pos.at(Square(1, 0)).kind(), PieceKind::Nightrider);
  EXPECT_TRUE(std::any_of(moves.begin(), moves.end(), [&](const Move& m) { return m.to == Square(5, 2); }));
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// RuleParams::promotion_ranks_short: pawns promote that many ranks before the last (Glasgow: the 7th).
TEST(RulesPromotionRank, PawnsPromoteBeforeTheLastRank) {
  std::shared_ptr<Rules> rules = build_variant("chess");
  rules->params().promotion_ranks_short = 1;
  Position pos = parse_fen(*rules, "4k3/8/1P6/8/8/6p1/8/4K3 w - - 0 1");
  EXPECT_TRUE(rules->on_promotion_rank(pos.geometry(), Square(1, 6), Colour::White));
  EXPECT_TRUE(rules->on_promotion_rank(pos.geometry(), Square(6, 1), Colour::Black));
  MoveList moves;
  rules->legal_moves(pos, moves);
  int promotions = 0;
  for (const Move& m : moves) promotions += m.from == Square(1, 5) && m.to == Square(1, 6) && m.promotion != PieceKind::None;
  EXPECT_EQ(promotions, 4);
  // A pawn standing on its promotion rank is no FEN.
  EXPECT_THROW(parse_fen(*rules, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), FenError);
}

// RuleParams::pawns_on_promotion_rank: a pawn that stayed a pawn on its promotion rank is a FEN, and
// it neither moves nor takes from there.
TEST(RulesPromotionRank, APawnMayStandOnItsPromotionRankWhereTheRulesSaySo) {
  std::shared_ptr<Rules> rules = build_variant("chess");
  rules->params().pawns_on_promotion_rank = true;
  const Position pos = parse_fen(*rules, "1P2k3/8/8/8/8/8/8/4K2p w - - 0 1");
  EXPECT_EQ(pos.at(Square(1, 7)), Piece(PieceKind::Pawn, Colour::White));
  EXPECT_EQ(pos.at(Square(7, 0)), Piece(PieceKind::Pawn, Colour::Black));
  MoveList moves;
  rules->generate_walk_moves(pos, Square(1, 7), moves);
  EXPECT_TRUE(moves.empty());
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

TEST(RulesEnPassant, ADoubleStepOpensItsSquareOnlyWhereAPawnCouldTakeUnlessFromAnywhere) {
  // No white pawn stands beside a5: the square a6 is not kept (positions that differ only by it are
  // one position), unless a pawn may reach a taking square within its move (en_passant_from_anywhere).
  const std::string fen = "4k3/p7/8/8/8/8/2P5/4K3 b - - 0 1";
  for (const bool anywhere : {false, true}) {
    auto rules = build_variant("chess");
    rules->params().en_passant_from_anywhere = anywhere;
    Position pos = parse_fen(*rules, fen);
    rules->play(pos, *parse_move(*rules, pos, "a7a5"));
    EXPECT_EQ(pos.en_passant(), anywhere ? condition_checks::sq("a6") : Square::none()) << anywhere;
  }
}

}  // namespace
}  // namespace nightrider


#include "notation/effect_notes.h"

namespace nightrider {
namespace {

// A module of the test's own: before a move from a pawn's last rank, the pawn becomes a queen there.
class TestQueenBeforeMove final : public RuleModule {
 public:
  const char* name() const override { return "queen before move"; }
  unsigned hooks() const override { return kHookBeforeMove; }
  void before_move(Position& pos, const Rules& rules, const Move& m) const override {
    const Piece p = pos.at(m.from);
    if (p.is_unit() && p.kind() == PieceKind::Pawn && rules.on_promotion_rank(pos.geometry(), m.from, p.colour()))
      pos.change(m.from, p.with_kind(PieceKind::Queen), EffectReason::KindChange);
  }
};

// RuleModule::before_move: its effects are part of the move's primary action, made before its step,
// and the move is made by the unit they leave on its square; undo takes them back; notation writes them
// before the move.
TEST(RulesBeforeMove, EffectsBeforeThePrimaryActionArePartOfIt) {
  std::shared_ptr<Rules> rules = build_variant("chess");
  rules->params().pawns_on_promotion_rank = true;
  rules->add_module(std::make_unique<TestQueenBeforeMove>());
  const std::string fen = "1P2k3/8/8/8/8/8/8/4K3 w - - 0 1";
  Position pos = parse_fen(*rules, fen);
  const Move m{Square(1, 7), Square(1, 1)};  // b8-b2, as the queen the pawn becomes first
  rules->play(pos, m);
  EXPECT_EQ(to_fen(*rules, pos), "4k3/8/8/8/8/8/1Q6/4K3 b - - 1 1");
  const auto all = pos.last_effects();
  ASSERT_EQ(all.size() - pos.last_side_effects().size(), 2u);
  EXPECT_EQ(all[0].kind, EffectKind::Change);
  EXPECT_EQ(all[1].kind, EffectKind::Relocate);
  const std::vector<EffectNote> notes = effect_notes(all, 2);
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_TRUE(notes[0].before);
  EXPECT_FALSE(notes[0].own_step);
  EXPECT_EQ(notes[0].to, Square(1, 7));
  EXPECT_EQ(notes[0].unit, Piece(PieceKind::Queen, Colour::White));
  EXPECT_FALSE(notes[1].before);
  EXPECT_EQ(side_effects_text(*rules, pos), "(b8=Q)");
  rules->undo(pos);
  EXPECT_EQ(to_fen(*rules, pos), fen);
  // A plain promotion stays the move's own step, written after it.
  Position plain = parse_fen(*rules, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  rules->play(plain, Move{Square(1, 6), Square(1, 7), MoveKind::Normal, 0, PieceKind::Rook});
  const auto effects = plain.last_effects();
  for (const EffectNote& n : effect_notes(effects, effects.size() - plain.last_side_effects().size()))
    EXPECT_FALSE(n.before);
}

}  // namespace
}  // namespace nightrider
