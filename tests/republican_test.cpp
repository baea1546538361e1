// Republican chess (conditions/royal/republican.h), one position per clause: the mover may place the
// missing enemy king, only where the enemy is then mated (its own placements left out), the move's
// legality is judged after the placement, and under type 2 a mated side may still escape by placing
// the other king while under type 1 the first placement ends the play. Perft two ways (the type 1 flag
// travels in the FEN) and random games.
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> republican(const char* type) {
  return type[0] ? chess_with(ConditionList{{"RepublicanChess", {type}}}) : chess_with("RepublicanChess");
}

// The squares where the legal moves from `from` to `to` place the enemy king ("" for no placement).
std::set<std::string> placements(const Rules& rules, const std::string& fen, const char* from,
                                 const char* to) {
  Position pos = parse_fen(rules, fen);
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::set<std::string> out;
  const Colour enemy = opposite(pos.side_to_move());
  for (const Move& m : moves) {
    if (m.from != sq(from) || m.to != sq(to)) continue;
    rules.play(pos, m);
    out.insert(pos.king(enemy).is_some() ? pos.geometry().name(pos.king(enemy)) : "");
    rules.undo(pos);
  }
  return out;
}

// The legal move written `san` (as to_san writes it, side effects included).
std::optional<Move> find_move(const Rules& rules, Position& pos, const std::string& san) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves)
    if (to_san(rules, pos, m) == san) return m;
  return std::nullopt;
}

// Popeye's regression problems fairy_republican__001 (b: #1) and __002 (h#1).
const char* kRooks = "8/8/4B3/8/8/6r1/6r1/R7 w - - 0 1";        // White Ra1 Be6, Black Rg2 Rg3
const char* kBlackFirst = "8/8/4b3/7p/8/6R1/6R1/r7 b - - 0 1";  // Black Ra1 Be6 Ph5, White Rg2 Rg3

TEST(Republican, TheMoverMayPlaceTheEnemyKingWhereItIsMated) {
  auto rules = republican("Type1");
  // Ra1-h1 may place the black king on h3, mated there (h2 and h4 on the rook's file, g4 by the
  // bishop); elsewhere it would not be mated, so the move is also played without placement.
  EXPECT_EQ(placements(*rules, kRooks, "a1", "h1"), (std::set<std::string>{"", "h3"}));
  // A move that mates nowhere places nothing.
  EXPECT_EQ(placements(*rules, kRooks, "a1", "b1"), (std::set<std::string>{""}));
  Position pos = parse_fen(*rules, kRooks);
  const auto m = find_move(*rules, pos, "Rh1# (+bKh3)");
  ASSERT_TRUE(m.has_value());
  rules->play(pos, *m);
  EXPECT_TRUE(rules->is_mate(pos));
}

TEST(Republican, UnderType2AMatedSideMayEscapeByPlacingTheOtherKing) {
  auto type2 = republican("");
  // 1...Ra1-h1[+wKh3]: White is mated if it may place nothing; but Kh3-h4 placing the black king on
  // h2, which blocks the rook's file and is mated there, is legal: its legality is judged after the
  // placement.
  Position pos = parse_fen(*type2, kBlackFirst);
  const auto first = find_move(*type2, pos, "Rh1+ (+wKh3)");
  ASSERT_TRUE(first.has_value());
  type2->play(pos, *first);
  EXPECT_FALSE(type2->is_mate(pos));
  EXPECT_TRUE(type2->in_check(pos, Colour::White));
  MoveList moves;
  type2->legal_moves(pos, moves);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(to_san(*type2, pos, moves[0]), "Kh4# (+bKh2)");
  type2->play(pos, moves[0]);
  EXPECT_TRUE(type2->is_mate(pos));
}

TEST(Republican, UnderType1TheFirstPlacementEndsThePlay) {
  auto type1 = republican("Type1");
  Position pos = parse_fen(*type1, kBlackFirst);
  const auto first = find_move(*type1, pos, "Rh1# (+wKh3)");
  ASSERT_TRUE(first.has_value());
  type1->play(pos, *first);
  EXPECT_TRUE(type1->is_mate(pos));  // no placement any more: Kh4 is self-check
  EXPECT_NE(to_fen(*type1, pos).find(" @1"), std::string::npos) << "the flag is written in the FEN";
}

TEST(Republican, PerftTwoWaysAndRandomGames) {
  for (const char* type : {"Type1", "Type2"}) {
    auto rules = republican(type);
    for (const char* fen : {kRooks, kBlackFirst, "3q4/8/8/8/8/8/8/1R2R3 w - - 0 1"}) {
      Position pos = parse_fen(*rules, fen);
      EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << type << " " << fen;
    }
    random_games_round_trip(*rules, 61);
  }
}

}  // namespace
}  // namespace nightrider
