// Anti-King Chess I and II (RULES.md A14-A19, Part B section 3): perft against the shared table, the
// royal rules position by position, Berolina pawns, royal knight leaps, castling and make/undo.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/sampling.h"
#include "support/test_paths.h"
#include "support/variant_games.h"
#include "variants/antiking_fast.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

struct PerftRow {
  std::string variant, fen;
  std::vector<std::pair<int, uint64_t>> counts;  // depth -> leaf count
};

// The rows of shared/testdata/perft/perft.tsv: variant <TAB> FEN <TAB> depth:nodes ...
std::vector<PerftRow> perft_rows(const std::string& variant) {
  std::vector<PerftRow> rows;
  std::ifstream in(std::string(nightrider::testing::shared_dir()) + "/testdata/perft/perft.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftRow row;
    std::string counts, token;
    std::getline(fields, row.variant, '\t');
    std::getline(fields, row.fen, '\t');
    std::getline(fields, counts);
    if (row.variant != variant) continue;
    std::istringstream tokens(counts);
    while (tokens >> token) {
      const auto colon = token.find(':');
      row.counts.emplace_back(std::stoi(token.substr(0, colon)), std::stoull(token.substr(colon + 1)));
    }
    rows.push_back(row);
  }
  return rows;
}

std::set<std::string> legal_uci(const Rules& rules, Position& pos) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::set<std::string> out;
  for (const Move& m : moves) out.insert(to_uci(rules, pos, m));
  return out;
}

// Plays the legal move with this coordinate text; fails the test if there is none.
void play_uci(const Rules& rules, Position& pos, const std::string& text) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves)
    if (to_uci(rules, pos, m) == text) {
      rules.play(pos, m);
      return;
    }
  FAIL() << text << " is not legal in " << to_fen(rules, pos);
}

Square sq(const Rules& rules, const char* name) { return *rules.geometry().parse(name); }

// Everything after the board and side to move: rights, en passant, clocks.
std::string rights_field(const Rules& rules, const Position& pos) {
  std::istringstream fields(to_fen(rules, pos));
  std::string board, side, rights;
  fields >> board >> side >> rights;
  return rights;
}

// ---------------------------------------------------------------------------------------------------
// Perft and the reference diagrams

// Every row of the variant at every depth, through perft() (the bitboard board) and through the
// general path (journal and hooks) alike.
void expect_table(const std::string& variant) {
  auto rules = make_variant(variant);
  ASSERT_TRUE(rules);
  int checked = 0;
  for (const PerftRow& row : perft_rows(variant)) {
    Position pos = parse_fen(*rules, row.fen);
    for (auto [depth, nodes] : row.counts) {
      ASSERT_TRUE(anti_king_fast_perft(*rules, pos, depth)) << "the bitboard board refused " << row.fen;
      EXPECT_EQ(perft(*rules, pos, depth), nodes) << variant << " " << row.fen << " depth " << depth;
      EXPECT_EQ(perft_general(*rules, pos, depth), nodes) << variant << " " << row.fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GE(checked, 4) << "perft.tsv has no " << variant << " rows";
}

TEST(AntiKingPerft, AntiKing1MatchesTable) { expect_table("antiking1"); }
TEST(AntiKingPerft, AntiKing2MatchesTable) { expect_table("antiking2"); }

// The bitboard board against the general path in positions of random games (castling, en passant,
// promotions, anti-checks and leaps all turn up), at depth 2.
void expect_fast_equals_general(const std::string& variant, uint32_t seed) {
  auto rules = make_variant(variant);
  std::mt19937 rng(seed);
  int compared = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = start_position(*rules);
    for (int ply = 0; ply < 200; ++ply) {
      MoveList moves;
      rules->legal_moves(pos, moves);
      if (ply % 5 == 2) {
        const auto fast = anti_king_fast_perft(*rules, pos, 2);
        ASSERT_TRUE(fast) << to_fen(*rules, pos);
        ASSERT_EQ(*fast, perft_general(*rules, pos, 2)) << to_fen(*rules, pos);
        ++compared;
      }
      if (moves.empty()) break;
      rules->play(pos, moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)]);
    }
  }
  EXPECT_GT(compared, 1000);
}

TEST(AntiKingPerft, AntiKing1BitboardsAgreeWithGeneralPath) { expect_fast_equals_general("antiking1", 31); }
TEST(AntiKingPerft, AntiKing2BitboardsAgreeWithGeneralPath) { expect_fast_equals_general("antiking2", 47); }

// The hand-made positions of the tests below, where each rule is at stake, at depth 3.
TEST(AntiKingPerft, BitboardsAgreeOnTheTestPositions) {
  const std::vector<std::pair<std::string, std::string>> positions = {
      {"antiking2", "3rk2a/8/8/8/3AN3/2n1K3/8/7R w - - 0 1"},
      {"antiking2", "k2r4/8/8/8/3A4/4N3/8/4Ka2 w - - 0 1"},
      {"antiking2", "k2r4/8/1R6/8/3A4/1a6/8/7K w - - 0 1"},
      {"antiking2", "k2r4/8/a2R4/8/3A4/8/8/7K w - - 0 1"},
      {"antiking2", "4k3/8/4b3/8/2A5/8/8/a3R2K w - - 0 1"},
      {"antiking2", "7a/8/3pk3/4A3/8/8/8/K6R w - - 0 1"},
      {"antiking2", "k7/2Q5/8/3p4/3PA3/6N1/6PP/4K1Ba b - - 0 1"},
      {"antiking2", "k2r4/8/8/8/3A4/4N3/6a1/4K2R w K - 0 1"},
      {"antiking2", "rnbqkbnr/pppp1ppp/3A4/4p2Q/4P2a/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3"},
      {"antiking2", "rnbqkbnr/1pppp1pp/p2A4/4Pp2/8/3a4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
      {"antiking1", "2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1"},
      {"antiking1", "k3rA2/8/8/8/7R/8/2N3p1/4K2a w K - 0 1"},
      {"antiking1", "a5r1/R5P1/8/7k/6A1/3nn3/3P4/K7 w - - 0 1"},
  };
  for (const auto& [variant, fen] : positions) {
    auto rules = make_variant(variant);
    Position pos = parse_fen(*rules, fen);
    const auto fast = anti_king_fast_perft(*rules, pos, 3);
    ASSERT_TRUE(fast) << fen;
    EXPECT_EQ(*fast, perft_general(*rules, pos, 3)) << fen;
  }
}

// Rule sets the bitboard board does not model are left to the general path.
TEST(AntiKingPerft, BitboardsDeclineOtherRuleSets) {
  auto chess = make_variant("chess");
  Position pos = start_position(*chess);
  EXPECT_FALSE(anti_king_fast_perft(*chess, pos, 2));
}

TEST(AntiKingPerft, StartPositionsAreTheRuleBooks) {
  EXPECT_EQ(make_variant("antiking1")->start_fen(),
            "2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KAka - 0 1");
  EXPECT_EQ(make_variant("antiking2")->start_fen(),
            "rnbqkbnr/pppppppp/3A4/8/8/3a4/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

// Seed 000's second diagram, after Qb1xg6: the queen left b1, where it was the black anti-king's only
// attacker (the white king on b2 does not count), and checks the black king: Black has no move and loses.
TEST(AntiKingEnd, Seed000DoubleCheckIsMate) {
  auto rules = make_variant("antiking1");
  Position pos = parse_fen(*rules, "2pr3A/2pb1qbr/2p1pkQp/2pnp1n1/1PPN4/PPB1PPN1/1K2RP2/a2BRP2 b Aa - 0 1");
  EXPECT_EQ(rules->count_legal_moves(pos), 0u);
  EXPECT_TRUE(rules->in_check(pos, Colour::Black));
  EXPECT_TRUE(rules->is_attacked(pos, sq(*rules, "f6"), Colour::White));   // the king is checked
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "a1"), Colour::White));  // the anti-king is stranded
  const Outcome o = rules->outcome(pos);
  EXPECT_EQ(o.result, Result::WhiteWins);
  EXPECT_EQ(result_string(o.result), "1-0");
}

// RULES.md 3.3: 1.e4 e5 2.Qh5 Ah4?? 3.Qxf7 mates. The line needs the black anti-king within a step of
// h4, so it is replayed from the AK-II array with the black anti-king on h3 (vchess randomises the
// anti-kings' files on ranks 3 and 6); with A19's d3 the move Ah4 could not be played.
TEST(AntiKingEnd, AntiKing2QueenSacrificeMate) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "rnbqkbnr/pppppppp/3A4/8/8/7a/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  for (const char* move : {"e2e4", "e7e5", "d1h5", "h3h4", "h5f7"}) {
    play_uci(*rules, pos, move);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_TRUE(rules->in_check(pos, Colour::Black));
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "h4"), Colour::White));
  EXPECT_EQ(rules->count_legal_moves(pos), 0u);
  const Outcome o = rules->outcome(pos);
  EXPECT_EQ(result_string(o.result), "1-0");
  EXPECT_EQ(o.reason, "checkmate");
}

TEST(AntiKingEnd, AntiKing2MateIsAnnouncedInSan) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "rnbqkbnr/pppp1ppp/3A4/4p2Q/4P2a/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3");
  const auto m = parse_move(*rules, pos, "h5f7");
  ASSERT_TRUE(m);
  EXPECT_EQ(to_san(*rules, pos, *m), "Qxf7#");
}

// No legal move, king safe and anti-king attacked: stalemate, a draw.
TEST(AntiKingEnd, StalemateIsADraw) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "k7/2Q5/8/3p4/3PA3/6N1/6PP/4K1Ba b - - 0 1");
  EXPECT_FALSE(rules->in_check(pos, Colour::Black));
  EXPECT_EQ(rules->count_legal_moves(pos), 0u);
  const Outcome o = rules->outcome(pos);
  EXPECT_EQ(o.result, Result::Draw);
  EXPECT_EQ(o.reason, "stalemate");
}

// ---------------------------------------------------------------------------------------------------
// The anti-king

// The white anti-king d4 (attacked by Rd8) may take its own knight e4 (then attacked by Nc3), but
// neither the black knight c3 nor its own king e3; its steps must end on attacked squares.
TEST(AntiKingMoves, CapturesFriendlyUnitsOnly) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "3rk2a/8/8/8/3AN3/2n1K3/8/7R w - - 0 1");
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("d4e4"));   // takes its own knight
  EXPECT_FALSE(moves.count("d4c3"));  // never an enemy unit
  EXPECT_FALSE(moves.count("d4e3"));  // never its own king
  EXPECT_TRUE(moves.count("d4d5"));   // attacked by Rd8 and Nc3
  EXPECT_TRUE(moves.count("d4d3"));   // still on the rook's file
  EXPECT_FALSE(moves.count("d4c4"));  // unattacked: anti-check
  EXPECT_FALSE(moves.count("d4e5"));
  EXPECT_FALSE(moves.count("d4c5"));
  play_uci(*rules, pos, "d4e4");
  EXPECT_EQ(pos.at(sq(*rules, "e4")), Piece(PieceKind::AntiKing, Colour::White));
  EXPECT_TRUE(pos.at(sq(*rules, "d4")).is_empty());
  EXPECT_EQ(to_fen(*rules, pos), "3rk2a/8/8/8/4A3/2n1K3/8/7R b - - 0 1");
  // The anti-king's attack on friendly units never counts against anyone: it does not attack the
  // enemy knight next to it, nor the empty squares around it.
  EXPECT_FALSE(rules->attacks(pos, sq(*rules, "e4"), sq(*rules, "d5")));
}

TEST(AntiKingMoves, NeverAttacksForTheEnemy) {
  auto rules = make_variant("antiking2");
  // Black anti-king f1 beside the white king e1: no check, and e2/f2 are free for the white king.
  Position pos = parse_fen(*rules, "k2r4/8/8/8/3A4/4N3/8/4Ka2 w - - 0 1");
  EXPECT_FALSE(rules->in_check(pos, Colour::White));
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "e1"), Colour::Black));
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "f2"), Colour::Black));
  EXPECT_FALSE(rules->attacks(pos, sq(*rules, "f1"), sq(*rules, "e1")));
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("e1f2"));
  EXPECT_TRUE(moves.count("e1e2"));
  EXPECT_FALSE(moves.count("e1f1"));  // royal: never captured
}

// The white anti-king d4's only attacker is Rd8. Interposing the rook (anti-pin) or stepping to an
// unattacked square is illegal; a move elsewhere that keeps the line open is fine.
TEST(AntiKingMoves, MustStayAttackedAndAntiPin) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "k2r4/8/1R6/8/3A4/1a6/8/7K w - - 0 1");
  EXPECT_FALSE(rules->in_check(pos, Colour::White));
  const auto moves = legal_uci(*rules, pos);
  EXPECT_FALSE(moves.count("b6d6"));  // interposes between the anti-king and its only attacker
  EXPECT_TRUE(moves.count("b6c6"));
  EXPECT_FALSE(moves.count("d4c4"));
  EXPECT_FALSE(moves.count("d4e5"));
  EXPECT_TRUE(moves.count("d4d5"));
  EXPECT_TRUE(moves.count("d4d3"));
  for (const std::string& m : moves) EXPECT_NE(m.substr(2), "d6") << m;
}

// The same with the rook already in the line: White is in anti-check and must open the line (or move
// the anti-king to an attacked square); taking the attacker or staying in the line is illegal.
TEST(AntiKingMoves, LeavingTheLineParriesAntiCheck) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "k2r4/8/a2R4/8/3A4/8/8/7K w - - 0 1");
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "d4"), Colour::Black));
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("d6c6"));
  EXPECT_TRUE(moves.count("d6h6"));
  EXPECT_FALSE(moves.count("d6d7"));  // still in the line
  EXPECT_FALSE(moves.count("d6d8"));  // takes the only possible attacker
  EXPECT_FALSE(moves.count("d6d5"));
  EXPECT_FALSE(moves.count("h1h2"));  // does not cure the anti-check
  EXPECT_FALSE(moves.count("d4d5"));  // d5 is not attacked either while the rook blocks
}

// A16: the black bishop e6 is pinned to its king by Re1, yet it attacks c4 and d5, so the white
// anti-king on c4 is safe and may step to d5; b4, attacked by nothing, stays forbidden.
TEST(AntiKingMoves, PinnedEnemyStillAttacks) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "4k3/8/4b3/8/2A5/8/8/a3R2K w - - 0 1");
  EXPECT_FALSE(rules->in_check(pos, Colour::White));
  EXPECT_TRUE(rules->is_attacked(pos, sq(*rules, "c4"), Colour::Black));
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("c4d5"));
  EXPECT_TRUE(moves.count("c4b3"));  // also on the bishop's diagonal
  EXPECT_FALSE(moves.count("c4b4"));
  EXPECT_FALSE(moves.count("c4c5"));
}

// A14: the black king e6 stands next to the white anti-king e5 but does not attack it. Nothing else of
// Black's attacks anything near, so White is anti-checkmated.
TEST(AntiKingMoves, KingDoesNotAttackEnemyAntiKing) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "7a/8/4k3/4A3/8/8/8/K6R w - - 0 1");
  EXPECT_FALSE(rules->is_attacked(pos, sq(*rules, "e5"), Colour::Black));
  EXPECT_FALSE(rules->attacks(pos, sq(*rules, "e6"), sq(*rules, "e5")));
  EXPECT_TRUE(rules->is_attacked(pos, sq(*rules, "d5"), Colour::Black));  // empty squares as usual
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  EXPECT_EQ(rules->count_legal_moves(pos), 0u);
  const Outcome o = rules->outcome(pos);
  EXPECT_EQ(result_string(o.result), "0-1");
  // With a black pawn on d6 the anti-king is attacked after all, and play goes on.
  Position guarded = parse_fen(*rules, "7a/8/3pk3/4A3/8/8/8/K6R w - - 0 1");
  EXPECT_FALSE(rules->in_check(guarded, Colour::White));
  EXPECT_GT(rules->count_legal_moves(guarded), 0u);
}

// ---------------------------------------------------------------------------------------------------
// Anti-King Chess I: royal knight leaps and Berolina pawns

TEST(AntiKingLeaps, RightsRoundTripInFen) {
  auto rules = make_variant("antiking1");
  for (const std::string& fen : {rules->start_fen(), std::string("2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1"),
                                 std::string("k3rA2/8/8/8/7R/8/2N3p1/4K2a w K - 0 1")}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(to_fen(*rules, pos), fen);
  }
  EXPECT_THROW(parse_fen(*rules, "2prbkqA/2p1nnbr/2pppppp/8/8/PPPPPP2/RBNN1P2/aQKBRP2 w KQkq - 0 1"),
               FenError);
}

TEST(AntiKingLeaps, UnmovedKingLeapsToEmptySquaresOnly) {
  auto rules = make_variant("antiking1");
  Position pos = start_position(*rules);
  auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("c1e2"));   // the only empty knight square of c1
  EXPECT_FALSE(moves.count("c1a2"));  // own rook
  EXPECT_FALSE(moves.count("c1d3"));  // own pawn
  EXPECT_FALSE(moves.count("h8f7"));  // the anti-king's leaps: both squares hold black units
  EXPECT_FALSE(moves.count("h8g6"));
  play_uci(*rules, pos, "c1e2");
  EXPECT_EQ(rights_field(*rules, pos), "Aka");
  play_uci(*rules, pos, "h6g5");
  // The king has moved: from e2 it steps like a king only, and c1 is free but out of reach.
  moves = legal_uci(*rules, pos);
  EXPECT_FALSE(moves.count("e2c1"));
  EXPECT_FALSE(moves.count("e2g1"));
  EXPECT_FALSE(moves.count("e2g3"));
  EXPECT_FALSE(moves.count("e2d1"));  // own bishop
}

// The white king e1 is checked by Re8 and may leap out of check, but not onto c2 (own knight) nor g2
// (black pawn: leaps never capture).
TEST(AntiKingLeaps, KingLeapEscapesCheck) {
  auto rules = make_variant("antiking1");
  Position pos = parse_fen(*rules, "k3rA2/8/8/8/7R/8/2N3p1/4K2a w K - 0 1");
  EXPECT_TRUE(rules->in_check(pos, Colour::White));
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("e1d3"));
  EXPECT_TRUE(moves.count("e1f3"));
  EXPECT_FALSE(moves.count("e1c2"));
  EXPECT_FALSE(moves.count("e1g2"));
  play_uci(*rules, pos, "e1f3");
  EXPECT_EQ(to_fen(*rules, pos), "k3rA2/8/8/8/7R/5K2/2N3p1/7a b - - 1 1");
}

// The unmoved white anti-king d4 (attacked by Nb5) may leap to c6 or c2, both on Rc8's file, but not
// to the unattacked knight squares, nor onto the black knight; the king h1 has no right.
TEST(AntiKingLeaps, AntiKingLeapMustLandAttacked) {
  auto rules = make_variant("antiking1");
  Position pos = parse_fen(*rules, "2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1");
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("d4c6"));
  EXPECT_TRUE(moves.count("d4c2"));
  for (const char* bad : {"d4b3", "d4e6", "d4e2", "d4f5", "d4f3", "d4b5", "h1g3", "h1f2"})
    EXPECT_FALSE(moves.count(bad)) << bad;
  play_uci(*rules, pos, "d4c2");
  EXPECT_EQ(rights_field(*rules, pos), "-");
  // A step also spends the right.
  Position stepped = parse_fen(*rules, "2r4k/8/8/1n6/R2A4/8/8/a6K w A - 0 1");
  play_uci(*rules, stepped, "d4c4");
  EXPECT_EQ(rights_field(*rules, stepped), "-");
}

// White pawns d2 and g7 are Berolina pawns: d2 goes to c3 but not to e3 (enemy knight: the diagonal
// step never captures), takes straight ahead on d3, has no double step; g7 promotes on f8, h8 or by
// taking g8, to Q, R, B or N only.
TEST(AntiKingPawns, BerolinaMovesCapturesAndPromotions) {
  auto rules = make_variant("antiking1");
  Position pos = parse_fen(*rules, "a5r1/R5P1/8/7k/6A1/3nn3/3P4/K7 w - - 0 1");
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("d2c3"));
  EXPECT_TRUE(moves.count("d2d3"));
  EXPECT_FALSE(moves.count("d2e3"));
  EXPECT_FALSE(moves.count("d2d4"));
  std::set<std::string> promotions;
  for (const std::string& m : moves)
    if (m.substr(0, 2) == "g7") promotions.insert(m);
  EXPECT_EQ(promotions, (std::set<std::string>{"g7f8b", "g7f8n", "g7f8q", "g7f8r", "g7g8b", "g7g8n", "g7g8q",
                                               "g7g8r", "g7h8b", "g7h8n", "g7h8q", "g7h8r"}));
  play_uci(*rules, pos, "d2d3");
  EXPECT_EQ(to_fen(*rules, pos), "a5r1/R5P1/8/7k/6A1/3Pn3/8/K7 b - - 0 1");
  EXPECT_THROW(parse_fen(*rules, "a5r1/R5P1/8/7k/6A1/3nn3/3P4/K7 b - d3 0 1"), FenError);  // no e.p.
}

TEST(AntiKingPawns, BlackBerolinaPawnFromTheStart) {
  auto rules = make_variant("antiking1");
  Position pos = start_position(*rules);
  play_uci(*rules, pos, "a3b4");
  const auto moves = legal_uci(*rules, pos);
  EXPECT_TRUE(moves.count("c6b5"));
  EXPECT_TRUE(moves.count("c6d5"));
  EXPECT_FALSE(moves.count("c6c5"));  // straight ahead only to capture
  EXPECT_FALSE(moves.count("c6c4"));
}

// ---------------------------------------------------------------------------------------------------
// Anti-King Chess II: orthodox castling and en passant

// A14: the black anti-king g2 touches f1 and g1 but attacks neither, so White castles; a black knight
// on h3 (attacking g1) forbids it as in orthodox chess.
TEST(AntiKing2, CastlingBesideEnemyAntiKing) {
  auto rules = make_variant("antiking2");
  Position pos = parse_fen(*rules, "k2r4/8/8/8/3A4/4N3/6a1/4K2R w K - 0 1");
  EXPECT_TRUE(legal_uci(*rules, pos).count("e1g1"));
  play_uci(*rules, pos, "e1g1");
  EXPECT_EQ(to_fen(*rules, pos), "k2r4/8/8/8/3A4/4N3/6a1/5RK1 b - - 1 1");
  Position guarded = parse_fen(*rules, "k2r4/8/8/8/3A4/4N2n/6a1/4K2R w K - 0 1");
  EXPECT_FALSE(legal_uci(*rules, guarded).count("e1g1"));
}

TEST(AntiKing2, CastlingRightsAndEnPassantAsOrthodox) {
  auto rules = make_variant("antiking2");
  Position pos = start_position(*rules);
  EXPECT_EQ(to_fen(*rules, pos), rules->start_fen());
  play_uci(*rules, pos, "e2e4");
  // No black pawn can take on e3, so the double step leaves no en-passant square (docs/rules-decisions.md).
  EXPECT_EQ(to_fen(*rules, pos), "rnbqkbnr/pppppppp/3A4/8/4P3/3a4/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  play_uci(*rules, pos, "a7a6");
  play_uci(*rules, pos, "e4e5");
  play_uci(*rules, pos, "f7f5");
  EXPECT_TRUE(legal_uci(*rules, pos).count("e5f6"));
  play_uci(*rules, pos, "e5f6");
  EXPECT_TRUE(pos.at(sq(*rules, "f5")).is_empty());
  play_uci(*rules, pos, "e8f7");
  EXPECT_EQ(rights_field(*rules, pos), "KQ");
  play_uci(*rules, pos, "h2h3");
  play_uci(*rules, pos, "a8a7");
  EXPECT_EQ(rights_field(*rules, pos), "KQ");  // Black's rights went with the king already
  play_uci(*rules, pos, "h1h2");
  EXPECT_EQ(rights_field(*rules, pos), "Q");
}

// ---------------------------------------------------------------------------------------------------
// Make/undo

TEST(AntiKingMakeUndo, RandomAntiKing1Games) {
  EXPECT_GT(testing::random_variant_games_round_trip("antiking1", testing::sampled(200), 150, 2002),
            testing::sampled(200) * 10);
}
TEST(AntiKingMakeUndo, RandomAntiKing2Games) {
  EXPECT_GT(testing::random_variant_games_round_trip("antiking2", testing::sampled(200), 150, 1957),
            testing::sampled(200) * 10);
}

// ---------------------------------------------------------------------------------------------------
// Rules texts

TEST(AntiKingTexts, ThreeLanguages) {
  for (auto text : {antiking1_rules_text, antiking2_rules_text})
    for (const char* lang : {"en", "fr", "nl"}) EXPECT_GT(text(lang).size(), 1500u) << lang;
  EXPECT_TRUE(antiking1_rules_text("de").empty());
  EXPECT_NE(antiking1_rules_text("en").find("Berolina"), std::string_view::npos);
  EXPECT_NE(antiking2_rules_text("fr").find("antiroi"), std::string_view::npos);
  EXPECT_NE(antiking2_rules_text("nl").find("antikoning"), std::string_view::npos);
}

}  // namespace
}  // namespace nightrider
