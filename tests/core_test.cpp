// The rules core: geometry, the journal (make/undo), the incremental hash, orthodox perft through the
// general path, and FIDE's game-end rules.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/sampling.h"
#include "support/variant_games.h"
#include "test_support.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using testing::perft_rows;

TEST(Geometry, NamesAndParsesSquaresOnTenByTen) {
  Geometry g(10, 10);
  EXPECT_EQ(g.square_count(), 100);
  EXPECT_EQ(g.name(Square(0, 9)), "a10");
  EXPECT_EQ(g.name(Square(9, 0)), "j1");
  ASSERT_TRUE(g.parse("a10"));
  EXPECT_EQ(*g.parse("a10"), Square(0, 9));
  EXPECT_FALSE(g.parse("k1"));
  EXPECT_FALSE(g.parse("a11"));
  EXPECT_FALSE(g.parse("a0"));
  EXPECT_FALSE(g.parse("a01"));
  EXPECT_EQ(g.offset(Square(9, 9), 1, 0), Square::none());
  EXPECT_EQ(g.offset(Square(0, 0), 2, 1), Square(2, 1));
}

TEST(Geometry, EdgeRingAndSquareColours) {
  Geometry g(10, 10);
  g.mark_edge_ring();
  int edge = 0;
  for (Square s : g.squares()) edge += g.in_region(s, kRegionEdge);
  EXPECT_EQ(edge, 36);
  EXPECT_FALSE(g.in_region(Square(1, 1), kRegionEdge));
  EXPECT_FALSE(Geometry::is_light(Square(0, 0)));  // a1 is dark
  EXPECT_TRUE(Geometry::is_light(Square(7, 0)));   // h1 is light
  EXPECT_THROW(Geometry(13, 8), std::invalid_argument);
}

// Every orthodox row of perft.tsv through the general path (journal + hooks), to depths that stay
// quick; the fast path is checked against the same table elsewhere.
TEST(OrthodoxPerft, GeneralPathMatchesTable) {
  auto rules = make_variant("chess");
  int checked = 0;
  for (const auto& row : perft_rows()) {
    if (row.variant != "chess") continue;
    Position pos = parse_fen(*rules, row.fen);
    for (auto [depth, nodes] : row.counts) {
      if (nodes > 2'500'000) break;
      EXPECT_EQ(perft_general(*rules, pos, depth), nodes) << row.fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GE(checked, 20);
}

TEST(OrthodoxPerft, DivideSumsToTotal) {
  auto rules = make_variant("chess");
  Position pos = start_position(*rules);
  uint64_t sum = 0;
  const auto divide = perft_divide(*rules, pos, 3);
  for (const auto& [move, n] : divide) sum += n;
  EXPECT_EQ(divide.size(), 20u);
  EXPECT_EQ(sum, perft(*rules, pos, 3));
}

// Random games and their undo: position, hash and rights come back exactly.
TEST(MakeUndo, RandomChessGamesRoundTrip) {
  testing::random_variant_games_round_trip("chess", testing::sampled(2000), 150, 12345);
}

TEST(MakeUndo, RightsAreJournaled) {
  auto rules = make_variant("chess");
  Position pos = parse_fen(*rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const uint64_t before = pos.hash();
  auto m = parse_move(*rules, pos, "a1a8");  // captures the rook: both queen-side rights go
  ASSERT_TRUE(m);
  rules->play(pos, *m);
  EXPECT_EQ(to_fen(*rules, pos), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
  rules->undo(pos);
  EXPECT_EQ(to_fen(*rules, pos), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(pos.hash(), before);
}

TEST(MakeUndo, EarlierMovesAndTheirEffectsAreReadBack) {
  auto rules = make_variant("chess");
  Position pos = parse_fen(*rules, "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
  for (const char* uci : {"d1d5", "e8e7", "d5d6"}) {
    auto m = parse_move(*rules, pos, uci);
    ASSERT_TRUE(m);
    rules->play(pos, *m);
  }
  ASSERT_EQ(pos.moves_played(), 3u);
  EXPECT_EQ(pos.earlier_move(1).to, pos.last_move().to);
  EXPECT_EQ(pos.earlier_effects(1).size(), pos.last_effects().size());
  EXPECT_EQ(pos.earlier_move(2).from, Square(4, 7));  // Ke8-e7
  const auto capture = pos.earlier_effects(3);        // Qd1xd5: the pawn's removal, then the queen's move
  ASSERT_FALSE(capture.empty());
  bool removed = false;
  for (const Effect& e : capture) removed |= e.kind == EffectKind::Remove && e.from == Square(3, 4);
  EXPECT_TRUE(removed);
  for (const Effect& e : pos.earlier_effects(2)) EXPECT_NE(e.kind, EffectKind::Remove);
  rules->undo(pos);
  EXPECT_EQ(pos.earlier_move(1).from, Square(4, 7));
}

TEST(Orthodox, CastlingEnPassantAndPromotionAsText) {
  auto rules = make_variant("chess");
  Position pos = parse_fen(*rules, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  auto uci = [&](const char* text) {
    auto m = parse_move(*rules, pos, text);
    EXPECT_TRUE(m) << text;
    return m;
  };
  EXPECT_EQ(to_san(*rules, pos, *uci("e1g1")), "O-O");
  EXPECT_EQ(to_san(*rules, pos, *uci("e1c1")), "O-O-O");
  EXPECT_EQ(to_san(*rules, pos, *uci("e5d6")), "exd6");
  EXPECT_EQ(to_san(*rules, pos, *uci("b7a8q")), "bxa8=Q+");
  EXPECT_EQ(to_san(*rules, pos, *uci("b7b8n")), "b8=N");
  auto ep = uci("e5d6");
  rules->play(pos, *ep);
  EXPECT_EQ(to_fen(*rules, pos), "r3k2r/1P6/3P4/8/8/8/8/R3K2R b KQkq - 0 1");
}

// A double step leaves an en-passant square only when an enemy pawn could use it; so the position after
// 1.e4 repeats later without one (FIDE), and one next to an enemy pawn keeps it.
TEST(Orthodox, EnPassantSquareOnlyWhenACaptureIsPossible) {
  auto rules = make_variant("chess");
  Position pos = start_position(*rules);
  rules->play(pos, *parse_move(*rules, pos, "e2e4"));
  EXPECT_EQ(to_fen(*rules, pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  for (int cycle = 0; cycle < 2; ++cycle)
    for (const char* text : {"g8f6", "g1f3", "f6g8", "f3g1"}) {
      EXPECT_EQ(rules->outcome(pos).result, Result::Ongoing);
      rules->play(pos, *parse_move(*rules, pos, text));
    }
  EXPECT_EQ(rules->outcome(pos).reason, "threefold repetition");

  Position capturable = parse_fen(*rules, "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
  rules->play(capturable, *parse_move(*rules, capturable, "e2e4"));
  EXPECT_EQ(to_fen(*rules, capturable), "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
  EXPECT_TRUE(parse_move(*rules, capturable, "f4e3"));
}

TEST(Orthodox, CastlingRefusedThroughOrOutOfCheck) {
  auto rules = make_variant("chess");
  // The black rook on f8 covers f1: no short castling; long castling is fine.
  Position pos = parse_fen(*rules, "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  EXPECT_FALSE(parse_move(*rules, pos, "e1g1"));
  EXPECT_TRUE(parse_move(*rules, pos, "e1c1"));
  Position checked = parse_fen(*rules, "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1");
  EXPECT_FALSE(parse_move(*rules, checked, "e1g1"));
  EXPECT_FALSE(parse_move(*rules, checked, "e1c1"));
}

TEST(GameEnd, CheckmateAndStalemate) {
  auto rules = make_variant("chess");
  Position mate = parse_fen(*rules, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_EQ(rules->outcome(mate).result, Result::BlackWins);
  EXPECT_EQ(rules->outcome(mate).reason, "checkmate");
  Position stalemate = parse_fen(*rules, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(rules->outcome(stalemate).result, Result::Draw);
  EXPECT_EQ(rules->outcome(stalemate).reason, "stalemate");
}

TEST(GameEnd, FiftyMovesRepetitionAndMaterial) {
  auto rules = make_variant("chess");
  Position fifty = parse_fen(*rules, "4k3/8/8/8/8/8/4P3/4K2R w - - 100 80");
  EXPECT_EQ(rules->outcome(fifty).reason, "fifty-move rule");
  EXPECT_EQ(rules->outcome(fifty, false).result, Result::Ongoing);  // perft and search ignore claims

  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/4P3/4K1NR w - - 0 1");
  for (int cycle = 0; cycle < 2; ++cycle)
    for (const char* text : {"g1f3", "e8d8", "f3g1", "d8e8"}) {
      EXPECT_EQ(rules->outcome(pos).result, Result::Ongoing);
      rules->play(pos, *parse_move(*rules, pos, text));
    }
  EXPECT_EQ(rules->outcome(pos).reason, "threefold repetition");

  for (const char* fen : {"8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
                          "8/8/4k3/2b5/8/3KB3/8/8 w - - 0 1"}) {
    Position p = parse_fen(*rules, fen);
    EXPECT_EQ(rules->outcome(p).reason, "insufficient material") << fen;
  }
  for (const char* fen : {"8/8/4k3/3b4/8/3KB3/8/8 w - - 0 1", "8/8/4k3/8/8/2NKN3/8/8 w - - 0 1",
                          "8/8/4k3/8/8/R2K4/8/8 w - - 0 1"}) {
    Position p = parse_fen(*rules, fen);
    EXPECT_EQ(rules->outcome(p).result, Result::Ongoing) << fen;
  }
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// The bitboard fast path and the general path agree on every orthodox row of the table.
TEST(OrthodoxPerft, FastPathMatchesTableAndGeneralPath) {
  auto rules = make_variant("chess");
  for (const auto& row : testing::perft_rows()) {
    if (row.variant != "chess") continue;
    Position pos = parse_fen(*rules, row.fen);
    for (auto [depth, nodes] : row.counts) {
      if (nodes > 5'000'000) break;
      EXPECT_EQ(perft(*rules, pos, depth), nodes) << row.fen << " depth " << depth;
      if (depth <= 3) {
        EXPECT_EQ(perft_general(*rules, pos, depth), nodes) << row.fen << " depth " << depth;
      }
    }
  }
}

// A rule module the fast paths do not model: no move may end on the c-file.
class NoMovesToTheCFile : public RuleModule {
 public:
  const char* name() const override { return "no-moves-to-the-c-file"; }
  unsigned hooks() const override { return kHookFilter; }
  bool admits(const Position&, const Rules&, const Move& m) const override { return m.to.file() != 2; }
};

// Each variant's fast perft stands aside once the rule set has more than it models: a module added
// later (as a condition is) changes the counts, and perft must count by the general path then.
TEST(FastPerft, StandsAsideForAModuleItDoesNotModel) {
  for (const VariantInfo& v : all_variants()) {
    auto rules = build_variant(v.name);
    ASSERT_NE(rules->fast_perft(), nullptr) << v.name;
    Position pos = parse_fen(*rules, rules->start_fen());
    const uint64_t plain = perft(*rules, pos, 2);
    rules->add_module(std::make_unique<NoMovesToTheCFile>());
    EXPECT_EQ(rules->fast_perft(), nullptr) << v.name;
    const uint64_t fewer = perft(*rules, pos, 2);
    EXPECT_EQ(fewer, perft_general(*rules, pos, 2)) << v.name;
    EXPECT_LT(fewer, plain) << v.name;
  }
  // So does a parameter changed afterwards.
  auto rules = build_variant("chess");
  rules->params().en_passant = false;
  EXPECT_EQ(rules->fast_perft(), nullptr);
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// Two Berolina pawns can step diagonally onto the same square: SAN names the one that moves.
TEST(Notation, SanDisambiguatesPawnsThatShareATarget) {
  auto rules = make_variant("antiking1");
  Position pos = start_position(*rules);
  std::set<std::string> texts;
  MoveList moves;
  rules->legal_moves(pos, moves);
  for (const Move& m : moves) {
    const std::string san = to_san(*rules, pos, m);
    EXPECT_TRUE(texts.insert(san).second) << "two moves read " << san;
    EXPECT_EQ(parse_move(*rules, pos, san), m) << san;
  }
  EXPECT_TRUE(texts.count("ab4"));
  EXPECT_TRUE(texts.count("cb4"));
}

// In every variant, along random games, each legal move has its own SAN and its own coordinate text,
// and both read back as that move.
TEST(Notation, EveryMoveHasItsOwnTextInEveryVariant) {
  std::mt19937 rng(777);
  for (const VariantInfo& variant : all_variants()) {
    auto rules = variant.make();
    for (int game = 0; game < testing::sampled(4); ++game) {
      Position pos = start_position(*rules);
      for (int ply = 0; ply < 30; ++ply) {
        MoveList moves;
        rules->legal_moves(pos, moves);
        if (moves.empty()) break;
        std::set<std::string> sans, ucis;
        for (const Move& m : moves) {
          const std::string san = to_san(*rules, pos, m), uci = to_uci(*rules, pos, m);
          ASSERT_TRUE(sans.insert(san).second)
              << variant.name << ": two moves read " << san << " in " << to_fen(*rules, pos);
          ASSERT_TRUE(ucis.insert(uci).second) << variant.name << ": two moves read " << uci;
          ASSERT_EQ(parse_move(*rules, pos, san), m) << variant.name << " " << san;
          ASSERT_EQ(parse_move(*rules, pos, uci), m) << variant.name << " " << uci;
        }
        rules->play(pos, moves[rng() % moves.size()]);
      }
    }
  }
}

// A move list never loses a move: beyond what it holds in place it moves to the heap, in order, and a
// copy holds the same moves.
TEST(MoveList, GrowsBeyondItsCapacityKeepingEveryMove) {
  MoveList moves;
  const size_t count = 3 * MoveList::kCapacity + 5;
  for (size_t i = 0; i < count; ++i) {
    Move m;
    m.aux = static_cast<uint8_t>(i & 0xFF);
    m.aux2 = static_cast<uint8_t>(i >> 8);
    moves.push(m);
  }
  ASSERT_EQ(moves.size(), count);
  for (size_t i = 0; i < count; ++i)
    ASSERT_EQ(static_cast<size_t>(moves[i].aux) | static_cast<size_t>(moves[i].aux2) << 8, i);
  const MoveList copy = moves;
  ASSERT_EQ(copy.size(), count);
  EXPECT_TRUE(std::equal(copy.begin(), copy.end(), moves.begin()));
  moves.clear();
  moves.push(Move{});
  EXPECT_EQ(moves.size(), 1u);
}

}  // namespace
}  // namespace nightrider
