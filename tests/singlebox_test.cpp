// SingleBox (conditions/material/singlebox): no side may have more of a kind than the game array's box,
// so a pawn promotes only to a kind its side has lost. Type 1: a pawn that could take a king only by
// such a promotion does not check it (Popeye: the check is the capture, played); 15 of Popeye's own
// type 1 examples give its text (bench/popeye_examples.py). Type 2: a pawn with nothing in the box stays
// a (latent) pawn on its last rank, and the other side promotes it as soon as a kind is back in the
// box; 10 of Popeye's 14 type 2 examples give its whole text, the other 4 its solutions in another
// order. Type 3: a side promotes its own latent pawn before its move, "[e8=Q]Qe8-e7", and a latent
// pawn checks as a kind of its box; Popeye's 16 type 3 examples give its whole text. Positions of our
// own, the expected moves and text Popeye's (4.104).
#include "conditions/material/singlebox.h"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SingleBox, APawnPromotesOnlyToAKindItsSideHasLost) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  // White has its queen: b8=Q would make two.
  const std::string with_queen = "7k/1P6/8/8/8/8/8/K2Q4 w - - 0 1";
  EXPECT_FALSE(legal(*rules, with_queen, "b7b8q"));
  EXPECT_TRUE(legal(*rules, with_queen, "b7b8r"));
  EXPECT_TRUE(legal(*rules, with_queen, "b7b8n"));
  // Without it, the queen is back in the box.
  EXPECT_TRUE(legal(*rules, "7k/1P6/8/8/8/8/8/K7 w - - 0 1", "b7b8q"));
  // Two rooks on the board: no third.
  EXPECT_FALSE(legal(*rules, "7k/1P6/8/8/8/8/8/KRR5 w - - 0 1", "b7b8r"));
  // The default type is 1; an unknown type is refused in one line.
  EXPECT_FALSE(legal(*chess_with("SingleBox"), with_queen, "b7b8q"));
  try {
    chess_with(ConditionList{{"SingleBox", {"Type4"}}});
    FAIL() << "SingleBox Type4 was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "SingleBox Type4: Type1, Type2 or Type3 was expected");
  }
}

TEST(SingleBox, Type2APawnWithNothingInTheBoxStaysAPawn) {
  const auto type2 = chess_with(ConditionList{{"SingleBox", {"Type2"}}});
  const auto type1 = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  // White has its queen, rooks, bishops and knights: b7-b8 keeps the pawn (type 2), no move (type 1).
  const std::string full_box = "4k3/1P6/8/8/8/R7/1R5N/K1BQ1BN1 w - - 0 1";
  EXPECT_EQ(after(*type2, full_box, "b7b8"), "1P2k3/8/8/8/8/R7/1R5N/K1BQ1BN1 b - - 0 1");
  EXPECT_FALSE(legal(*type1, full_box, "b7b8"));
  for (const char* promotion : {"b7b8q", "b7b8r", "b7b8b", "b7b8n"}) {
    EXPECT_FALSE(legal(*type2, full_box, promotion));
    EXPECT_FALSE(legal(*type1, full_box, promotion));
  }
  // With a knight in the box the pawn must become one: staying a pawn would leave a latent pawn while
  // a kind is in the box.
  const std::string knight_lost = "4k3/1P6/8/8/8/R7/1R6/K1BQ1BN1 w - - 0 1";
  EXPECT_FALSE(legal(*type2, knight_lost, "b7b8"));
  EXPECT_TRUE(legal(*type2, knight_lost, "b7b8n"));
  // A pawn on its seventh rank checks a king on its last rank: it may always take there and stay.
  EXPECT_TRUE(in_check(*type2, "7k/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1"));
}

TEST(SingleBox, Type2TheOtherSidePromotesALatentPawnWhenItsKindIsInTheBox) {
  // Black's latent pawn h1, and every kind of Black's in the box: each White move promotes it, White's
  // choice, but not into a rook or queen that checks White's king on the h-file (Popeye's ~1).
  const auto solved = testing::solve_problem_text(
      "begin\ncond singlebox type2\nstip ~1\npieces white kh8 sa1 black ke1 ph1 pa2\nend\n");
  EXPECT_EQ(testing::first_moves(solved.out),
            (std::set<std::string>{"1.Sa1-c2[h1=S] +", "1.Sa1-c2[h1=B] +", "1.Sa1-b3[h1=S]", "1.Sa1-b3[h1=B]",
                                   "1.Kh8-g7[h1=Q]", "1.Kh8-g7[h1=S]", "1.Kh8-g7[h1=R]", "1.Kh8-g7[h1=B]",
                                   "1.Kh8-h7[h1=S]", "1.Kh8-h7[h1=B]", "1.Kh8-g8[h1=Q]", "1.Kh8-g8[h1=S]",
                                   "1.Kh8-g8[h1=R]", "1.Kh8-g8[h1=B]"}));
  // White's latent pawn b8 with all of White's kinds on the board: only Black's capture of a rook
  // promotes it, into a rook (Popeye: 705 lines of h~1, 57 of them with "[b8=R]").
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type2"}}});
  const std::string latent = "QP6/8/8/8/7k/Rr6/1R5N/K1B2BN1 b - - 0 1";
  EXPECT_EQ(after(*rules, latent, "h4h5"), "QP6/8/8/7k/8/Rr6/1R5N/K1B2BN1 w - - 1 2");
  EXPECT_EQ(after(*rules, latent, "b3b2"), "QR6/8/8/8/7k/R7/1r5N/K1B2BN1 w - - 0 2");
  const auto h_any = testing::solve_problem_text(
      "begin\ncond singlebox type2\nstip h~1\npieces white ka1 qa8 ra3b2 bc1f1 sg1h2 pb8 black kh4 rb3\nend\n");
  size_t lines = 0, promoted = 0;
  for (size_t at = 0; (at = h_any.out.find("\n  1.", at)) != std::string::npos; ++at) {
    ++lines;
    const std::string line = h_any.out.substr(at + 1, h_any.out.find('\n', at + 1) - at - 1);
    if (line.find("[b8=R]") != std::string::npos) ++promoted;
    EXPECT_EQ(line.find("[b8=") != std::string::npos, line.find("[b8=R]") != std::string::npos) << line;
  }
  EXPECT_EQ(lines, 705u);
  EXPECT_EQ(promoted, 57u);
}

TEST(SingleBox, APawnChecksOnItsLastRankOnlyIfItCouldPromote) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  // The pawn on g7 would take h8 by promoting, but White's queen, rooks, bishops and knights are all
  // on the board: no check. With a knight lost, g7xh8=N would be legal: check.
  EXPECT_FALSE(in_check(*rules, "7k/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "7k/6P1/8/8/8/K7/8/QRRBBN2 b - - 0 1"));
  EXPECT_TRUE(in_check(*chess_with("Circe"), "7k/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1"));
  // So the black king may step next to such a pawn.
  EXPECT_TRUE(legal(*rules, "6k1/6P1/8/8/8/K7/8/QRRBBNN1 b - - 0 1", "g8h8"));
}

TEST(SingleBox, PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type1"}}});
  expect_perft_two_ways(*rules);
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"7k/1P6/8/8/8/8/8/K2Q4 w - - 0 1", 3},
                                           {"7k/6P1/8/8/8/K7/8/QRRBBN2 b - - 0 1", 3},
                                           {"r3kq2/1P6/8/8/8/8/6p1/2K4R b - - 0 1", 3}}),
            3);
  random_games_round_trip(*rules, 132);
}

TEST(SingleBox, Type3ASidePromotesItsOwnLatentPawnBeforeEachMove) {
  // White's latent pawn e8 and White's queen in the box: every White move begins "[e8=Q]", and the new
  // queen may be the unit that moves (Popeye's ~1, all 56 moves).
  const auto solved = testing::solve_problem_text(
      "begin\ncond singlebox type3\nstip ~1\npieces white ka1 pe8 rb1c1 bd1f1 sg1h1 black kh4 pa7\nend\n");
  EXPECT_EQ(testing::first_moves(solved.out), (std::set<std::string>{
      "1.[e8=Q]Ka1-b2",
      "1.[e8=Q]Ka1-a2",
      "1.[e8=Q]Rb1-b8",
      "1.[e8=Q]Rb1-b7",
      "1.[e8=Q]Rb1-b6",
      "1.[e8=Q]Rb1-b5",
      "1.[e8=Q]Rb1-b4 +",
      "1.[e8=Q]Rb1-b3",
      "1.[e8=Q]Rb1-b2",
      "1.[e8=Q]Rc1-c8",
      "1.[e8=Q]Rc1-c7",
      "1.[e8=Q]Rc1-c6",
      "1.[e8=Q]Rc1-c5",
      "1.[e8=Q]Rc1-c4 +",
      "1.[e8=Q]Rc1-c3",
      "1.[e8=Q]Rc1-c2",
      "1.[e8=Q]Bd1-h5",
      "1.[e8=Q]Bd1-g4",
      "1.[e8=Q]Bd1-f3",
      "1.[e8=Q]Bd1-e2",
      "1.[e8=Q]Bd1-a4",
      "1.[e8=Q]Bd1-b3",
      "1.[e8=Q]Bd1-c2",
      "1.[e8=Q]Bf1-h3",
      "1.[e8=Q]Bf1-g2",
      "1.[e8=Q]Bf1-a6",
      "1.[e8=Q]Bf1-b5",
      "1.[e8=Q]Bf1-c4",
      "1.[e8=Q]Bf1-d3",
      "1.[e8=Q]Bf1-e2",
      "1.[e8=Q]Sg1-h3",
      "1.[e8=Q]Sg1-f3 +",
      "1.[e8=Q]Sg1-e2",
      "1.[e8=Q]Sh1-g3",
      "1.[e8=Q]Sh1-f2",
      "1.[e8=Q]Qe8-a4 +",
      "1.[e8=Q]Qe8-b5",
      "1.[e8=Q]Qe8-c6",
      "1.[e8=Q]Qe8-d7",
      "1.[e8=Q]Qe8-h5 +",
      "1.[e8=Q]Qe8-g6",
      "1.[e8=Q]Qe8-f7",
      "1.[e8=Q]Qe8-e1 +",
      "1.[e8=Q]Qe8-e2",
      "1.[e8=Q]Qe8-e3",
      "1.[e8=Q]Qe8-e4 +",
      "1.[e8=Q]Qe8-e5",
      "1.[e8=Q]Qe8-e6",
      "1.[e8=Q]Qe8-e7 +",
      "1.[e8=Q]Qe8-a8",
      "1.[e8=Q]Qe8-b8",
      "1.[e8=Q]Qe8-c8",
      "1.[e8=Q]Qe8-d8 +",
      "1.[e8=Q]Qe8-h8 +",
      "1.[e8=Q]Qe8-g8",
      "1.[e8=Q]Qe8-f8"}));
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type3"}}});
  const std::string latent = "4P3/p7/8/8/7k/8/8/KRRB1BNN w - - 0 1";
  EXPECT_EQ(after(*rules, latent, "e8e1/e8q"), "8/p7/8/8/7k/8/8/KRRBQBNN b - - 1 1");
  EXPECT_EQ(after(*rules, latent, "a1b2/e8q"), "4Q3/p7/8/8/7k/8/1K6/1RRB1BNN b - - 1 1");
  const std::set<std::string> moves = legal_ucis(*rules, latent);  // (none without the promotion)
  EXPECT_EQ(moves.size(), 56u);
  for (const std::string& uci : moves) EXPECT_TRUE(uci.ends_with("/e8q")) << uci;
  // Black's turn: White's latent pawn waits, Black plays as usual.
  EXPECT_TRUE(legal(*rules, "4P3/p7/8/8/7k/8/8/KRRB1BNN b - - 0 1", "a7a6"));
}

TEST(SingleBox, Type3ALatentPawnChecksAsAKindOfItsBox) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type3"}}});
  // Black's latent pawn h1 would be a rook: White's king on b1 is in check; not with Black's box full.
  EXPECT_TRUE(in_check(*rules, "rnbqkbn1/8/8/8/8/8/8/1K5p w - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "rnbqkbnr/8/8/8/8/8/8/1K5p w - - 0 1"));
  // So White must step off the first rank or block (Popeye's ~1).
  const auto solved = testing::solve_problem_text(
      "begin\ncond singlebox type3\nstip ~1\npieces white ka1 rb5 pc2 black ke8 ph1 qd8 rh8 bc8f8 sb8g8\nend\n");
  EXPECT_EQ(testing::first_moves(solved.out), (std::set<std::string>{"1.Ka1-b2", "1.Ka1-a2", "1.Rb5-b1"}));
}

TEST(SingleBox, Type3PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type3"}}});
  expect_perft_two_ways(*rules);
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"4k3/1P6/8/8/8/R7/1R5N/K1BQ1BN1 w - - 0 1", 3}}), 1);
  for (const std::string fen : {"4P3/p7/8/8/7k/8/8/KRRB1BNN w - - 0 1", "rnbqkbn1/8/8/8/8/8/8/1K5p w - - 0 1",
                                "4P3/1P6/8/8/7k/8/8/KRR2BNN w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  random_games_round_trip(*rules, 332);
}

TEST(SingleBox, Type2PerftTwoWaysAndRandomGames) {
  const auto rules = chess_with(ConditionList{{"SingleBox", {"Type2"}}});
  expect_perft_two_ways(*rules);
  EXPECT_EQ(expect_perft_two_ways(*rules, {{"4k3/1P6/8/8/8/R7/1R5N/K1BQ1BN1 w - - 0 1", 3},
                                           {"4k3/1P6/8/8/8/R7/1R6/K1BQ1BN1 w - - 0 1", 3}}),
            2);
  // Positions with latent pawns, which orthodox chess cannot read: make/undo against rebuilt FENs.
  for (const std::string fen : {"7K/8/8/8/8/8/p7/N3k2p w - - 0 1", "QP6/8/8/8/7k/Rr6/1R5N/K1B2BN1 b - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  random_games_round_trip(*rules, 232);
}

}  // namespace
}  // namespace nightrider
