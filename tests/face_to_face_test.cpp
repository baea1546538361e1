// Face-to-face, back-to-back and cheek-to-cheek chess (conditions/walks/face_to_face.h): a unit
// confronted by an enemy unit (in front of it, behind it, beside it) moves, takes and checks with that
// unit's walk instead of its own. The positions are ours, the expected moves worked out by hand from
// the rule (Popeye 4.104's conditions/facetoface.c); Popeye's examples (tests/data/face_to_face) are
// compared as whole text.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(FaceToFace, AUnitFacingAnEnemyMovesWithItsWalk) {
  const auto rules = chess_with("FaceToFace");
  // The rook on d4 faces the black knight on d5: it leaps as a knight, and only so.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/3n4/3R4/8/8/4K3 w - - 0 1", "d4"),
            (std::vector<std::string>{"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"}));
  // A pawn facing the black king checks it as a king.
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/3P4/8/8/4K3 b - - 0 1"));
  EXPECT_FALSE(in_check(*chess_with(ConditionList{}), "8/8/8/3k4/3P4/8/8/4K3 b - - 0 1"));
}

TEST(BackToBack, AUnitWithAnEnemyBehindMovesWithItsWalk) {
  const auto rules = chess_with("BackToBack");
  // The bishop on d5 has the black rook on d4 behind it: it moves as a rook (taking the rook too: x).
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/3B4/3r4/8/8/4K3 w - - 0 1", "d5"),
            (std::vector<std::string>{"d5a5", "d5b5", "d5c5", "d5d4x", "d5d6", "d5d7", "d5d8", "d5e5", "d5f5",
                                      "d5g5", "d5h5"}));
}

TEST(CheekToCheek, AUnitBetweenTwoEnemiesMovesWithBothWalks) {
  const auto rules = chess_with("CheekToCheek");
  // The rook on d4 between the black bishop c4 and the black pawn e4: the bishop's diagonals and a
  // white pawn's step d4-d5.
  EXPECT_EQ(unit_moves(*rules, "4k3/8/8/8/2bRp3/8/8/4K3 w - - 0 1", "d4"),
            (std::vector<std::string>{"d4a1", "d4a7", "d4b2", "d4b6", "d4c3", "d4c5", "d4d5", "d4e3", "d4e5",
                                      "d4f2", "d4f6", "d4g1", "d4g7", "d4h8"}));
}

TEST(CheekToCheek, APawnsLentStepOntoTheEnPassantSquareHasItsOwnText) {
  const auto rules = chess_with("CheekToCheek");
  // The pawn d5 beside the black queen e5 and the pawn c5 that has just double-stepped: d5xc6 en
  // passant, and d5-c6 with the queen's walk, which takes nothing. The capture keeps the text a GUI
  // sends; the other is "d5c6/-" (found by ConditionGames.NoTwoLegalMovesShareAUciText).
  const std::string fen = "1r2k2r/4pp1p/bn6/pppPq1p1/P1pQ2PP/RP3NPR/3KP1B1/1N6 w k c6 0 20";
  Position pos = parse_fen(*rules, fen);
  MoveList legal;
  rules->legal_moves(pos, legal);
  std::vector<std::string> onto_c6;
  for (const Move& m : legal)
    if (m.from == sq("d5") && m.to == sq("c6")) onto_c6.push_back(to_uci(*rules, pos, m));
  std::sort(onto_c6.begin(), onto_c6.end());
  EXPECT_EQ(onto_c6, (std::vector<std::string>{"d5c6", "d5c6/-"}));
  const std::optional<Move> en_passant = parse_move(*rules, pos, "d5c6");
  const std::optional<Move> lent = parse_move(*rules, pos, "d5c6/-");
  ASSERT_TRUE(en_passant && lent);
  EXPECT_EQ(en_passant->kind, MoveKind::EnPassant);
  EXPECT_EQ(lent->kind, MoveKind::Normal);
}

TEST(FaceToFace, ArgumentsAreRefused) {
  EXPECT_THROW(chess_with(ConditionList{{"FaceToFace", {"TypeB"}}}), std::invalid_argument);
}

TEST(FaceToFace, PerftTwoWaysAndRandomGames) {
  for (const char* name : {"FaceToFace", "BackToBack", "CheekToCheek"}) {
    const auto rules = chess_with(name);
    EXPECT_EQ(expect_perft_two_ways(*rules), 3) << name;
    random_games_round_trip(*rules, 61);
  }
}

// Popeye's examples (tests/data/face_to_face) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(FaceToFaceProblems, PopeyesTextToTheLetter, testing::expect_popeye_text,
                                "face_to_face");

}  // namespace
}  // namespace nightrider
