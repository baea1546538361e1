// Popeye's super pawn (SP: moves as a rook forward, takes as a bishop forward) and super Berolina pawn
// (BS: moves as a bishop forward, takes as a rook forward), after pieces/walks/pawns/super.c: pawns
// whose steps are rides. They promote on the last rank, move from their own first rank, make no double
// step and take no en passant. The move lists below are worked out by hand from Popeye's definition;
// the full move lists against Popeye 4.104 are tests/data/pieces/sp_*, bs_*.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "pieces/piece_def.h"
#include "search/perft.h"
#include "solver/popeye_pieces.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> chess_with_super_pawns() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  rules->use_piece(PieceKind::SuperPawn, 'U');
  rules->use_piece(PieceKind::SuperBerolinaPawn, 'V');
  return rules;
}

// The legal moves of the unit on `from` as coordinates ("x" after a capture, "=q" and so on after a
// promotion), sorted.
std::vector<std::string> super_pawn_moves(const Rules& rules, const std::string& fen, const char* from) {
  std::vector<std::string> out;
  for (const std::string& uci : legal_ucis(rules, fen))
    if (uci.compare(0, 2, from) == 0) out.push_back(uci);
  return out;
}

using SuperPawnMoves = std::vector<std::string>;

TEST(SuperPawns, SuperPawnRidesForwardAndTakesOnTheDiagonals) {
  auto rules = chess_with_super_pawns();
  // b3 … b5 (b6 holds a pawn); along the diagonal it takes the knight e5 and moves nowhere. (From its
  // first rank, which no FEN holds, as the catalogue problems sp_* show.)
  EXPECT_EQ(super_pawn_moves(*rules, "7k/8/1p6/4n3/8/8/1U6/7K w - - 0 1", "b2"),
            (SuperPawnMoves{"b2b3", "b2b4", "b2b5", "b2e5"}));
  // On the last rank it promotes, by a step or a capture far off.
  const auto promotions = super_pawn_moves(*rules, "k7/8/8/8/8/8/3U4/7K w - - 0 1", "d2");
  EXPECT_EQ(std::count_if(promotions.begin(), promotions.end(), [](const std::string& m) { return m.size() == 5; }),
            4);  // d8: queen, rook, bishop, knight
  EXPECT_TRUE(in_check(*rules, "8/8/5k2/8/8/8/1U6/7K b - - 0 1"));   // along b2-f6
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/8/8/1U1k4/7K b - - 0 1"));  // not sideways
}

TEST(SuperPawns, SuperBerolinaPawnRidesTheDiagonalsAndTakesForward) {
  auto rules = chess_with_super_pawns();
  EXPECT_EQ(super_pawn_moves(*rules, "7k/8/3p4/8/8/8/3V4/7K w - - 0 1", "d2"),
            (SuperPawnMoves{"d2a5", "d2b4", "d2c3", "d2d6", "d2e3", "d2f4", "d2g5", "d2h6"}));
}

TEST(SuperPawns, NoDoubleStepOpensEnPassant) {
  auto rules = chess_with_super_pawns();
  // After b2-b4 a pawn c4 takes nothing en passant.
  const std::string fen = after(*rules, "k7/8/8/8/2p5/8/1U6/7K w - - 0 1", "b2b4");
  EXPECT_FALSE(legal(*rules, fen, "c4b3"));
}

TEST(SuperPawns, PopeyeCodes) {
  EXPECT_EQ(solver::kind_for_popeye_code("SP"), PieceKind::SuperPawn);
  EXPECT_EQ(solver::kind_for_popeye_code("BS"), PieceKind::SuperBerolinaPawn);
  EXPECT_TRUE(builtin_piece(PieceKind::SuperPawn).pawn);
  EXPECT_FALSE(builtin_piece(PieceKind::SuperPawn).base_rank_still);
}

TEST(SuperPawns, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_super_pawns();
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);
  for (const char* fen : {"4k3/1U4v1/8/2p5/1V2u3/8/3U4/4K3 w - - 0 1", "4k3/2u5/8/3v4/8/2U2p2/5V2/4K3 b - - 0 1",
                          "r3k3/1U6/8/8/8/8/6u1/4K2R w - - 0 1"}) {
    std::optional<Position> pos;
    try {
      pos.emplace(parse_fen(*rules, fen));
    } catch (const std::exception& e) {
      ADD_FAILURE() << fen << ": " << e.what();
      continue;
    }
    EXPECT_EQ(perft(*rules, *pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  EXPECT_GT(random_games_round_trip(*rules, 1802), -1);
}

}  // namespace
}  // namespace nightrider
