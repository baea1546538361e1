// Popeye's fairy pieces that are rows of the piece catalogue (pieces/piece_def.cpp) made of walk parts
// with a hurdle one step away (WalkPart::hurdle_adjacent: king hopper, knight hopper, contra-
// grasshopper), a landing square further beyond the hurdle (WalkPart::beyond: grasshopper-2 and -3), the
// elephant (queen + nightrider lines), the dummy (no walk), the Chinese pao, vao and nao, the rook,
// bishop and nightrider lions, and the zebu, scorpion and gral. Each move list and check below is worked
// out by hand from Popeye's definition of the walk (pieces/walks/*.c); the full move lists against
// Popeye 4.104 are tests/data/pieces/ (tests/piece_catalogue_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "pieces/piece_def.h"
#include "search/perft.h"
#include "solver/popeye_pieces.h"
#include "solver/popeye_reader.h"
#include "solver/session.h"
#include "support/condition_checks.h"
#include "support/placement.h"
#include "support/popeye_output.h"
#include "support/popeye_problem_files.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"
#include "support/walk_captures_check.h"

namespace nightrider {
namespace {

using namespace condition_checks;

struct PopeyeWalkLetter {
  PieceKind kind;
  char letter;
};
constexpr PopeyeWalkLetter kPopeyeWalkLetters[] = {
    {PieceKind::Grasshopper2, 'T'},
    {PieceKind::Grasshopper3, 'U'},
    {PieceKind::Elephant, 'E'},
    {PieceKind::Dummy, 'Y'},
    {PieceKind::Pao, 'A'},
    {PieceKind::Vao, 'V'},
    {PieceKind::Nao, 'C'},
    {PieceKind::RookLion, 'L'},
    {PieceKind::BishopLion, 'I'},
    {PieceKind::NightriderLion, 'X'},
    {PieceKind::KingHopper, 'H'},
    {PieceKind::KnightHopper, 'O'},
    {PieceKind::ContraGrasshopper, 'G'},
    {PieceKind::Zebu, 'Z'},
    {PieceKind::Scorpion, 'S'},
    {PieceKind::Gral, 'W'},
};

// The lame leapers and riders (WalkPart::via), the rose's family (WalkPart::circle) and the equihoppers.
constexpr PopeyeWalkLetter kLameAndCircleLetters[] = {
    {PieceKind::Mao, 'M'},        {PieceKind::Moa, 'O'},
    {PieceKind::Maorider, 'A'},   {PieceKind::Moarider, 'D'},
    {PieceKind::Rose, 'E'},       {PieceKind::Rao, 'C'},
    {PieceKind::RoseLion, 'L'},   {PieceKind::RoseHopper, 'H'},
    {PieceKind::Equihopper, 'I'}, {PieceKind::NonstopEquihopper, 'J'},
};

template <size_t N>
std::shared_ptr<const Rules> chess_with_letters(const PopeyeWalkLetter (&letters)[N]) {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (const PopeyeWalkLetter& w : letters) rules->use_piece(w.kind, w.letter);
  return rules;
}
std::shared_ptr<const Rules> chess_with_popeye_walks() { return chess_with_letters(kPopeyeWalkLetters); }
std::shared_ptr<const Rules> chess_with_lame_and_circles() {
  return chess_with_letters(kLameAndCircleLetters);
}

using Moves = std::vector<std::string>;

TEST(PopeyeWalks, GrasshopperTwoLandsTwoSquaresBeyondItsHurdle) {
  auto rules = chess_with_popeye_walks();
  // Over the pawn d3, d4 empty, to d5; along the first rank the king h1 is a hurdle with nothing beyond.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3p4/8/3T3K w - - 0 1", "d1"), (Moves{"d1d5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3n4/8/3p4/8/3T3K w - - 0 1", "d1"), (Moves{"d1d5x"}));
  // The square between the hurdle and the landing square must be empty.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/3P4/3p4/8/3T3K w - - 0 1", "d1"), (Moves{}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/8/3p4/8/3T3K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3p4/3p4/8/3T3K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/3k4/3p4/8/3T3K b - - 0 1"));  // just beyond: a grasshopper's
  // The grasshopper-3: three squares beyond, two empty squares between.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3p4/8/3U3K w - - 0 1", "d1"), (Moves{"d1d6"}));
  EXPECT_TRUE(in_check(*rules, "8/8/3k4/8/8/3p4/8/3U3K b - - 0 1"));
}

TEST(PopeyeWalks, LeaperHoppersNeedAnAdjacentHurdle) {
  auto rules = chess_with_popeye_walks();
  // The king hopper d3 over c4 to b5 and over d4 to d5; the other adjacent squares are empty.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/2pP4/3H4/8/7K w - - 0 1", "d3"), (Moves{"d3b5", "d3d5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/1n6/2p5/3H4/8/7K w - - 0 1", "d3"), (Moves{"d3b5x"}));
  // A unit two squares away is no hurdle for it (a grasshopper would hop it).
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3H1p2/8/7K w - - 0 1", "d3"), (Moves{}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/1k6/2p5/3H4/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/1k6/8/2p5/3H4/8/7K b - - 0 1"));
  // The knight hopper b1 over the knight leap c3 to d5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/2p5/8/1O5K w - - 0 1", "b1"), (Moves{"b1d5"}));
  // The contra-grasshopper d3 over the adjacent d4 to any square beyond: d5, or taking d6.
  EXPECT_EQ(unit_moves(*rules, "k7/8/3n4/8/3p4/3G4/8/7K w - - 0 1", "d3"), (Moves{"d3d5", "d3d6x"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/3n4/8/8/3G4/8/7K w - - 0 1", "d3"), (Moves{}));
  EXPECT_TRUE(in_check(*rules, "8/3k4/8/8/3p4/3G4/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/3k4/8/3p4/8/3G4/8/7K b - - 0 1"));
}

TEST(PopeyeWalks, ElephantRidesQueenAndNightriderLines) {
  auto rules = chess_with_popeye_walks();
  // From a1: b1-g1 (6), a2-a8 (7), b2-h8 (7), b3 c5 d7 and c2 e3 g4 (6).
  EXPECT_EQ(unit_moves(*rules, "8/7k/8/8/8/8/8/E6K w - - 0 1", "a1").size(), 26u);
  EXPECT_TRUE(in_check(*rules, "8/3k4/8/8/8/8/8/E6K b - - 0 1"));     // over b3, c5
  EXPECT_FALSE(in_check(*rules, "8/3k4/8/2p5/8/8/8/E6K b - - 0 1"));  // c5 blocks
}

TEST(PopeyeWalks, DummyNeitherMovesNorObservesButIsTaken) {
  auto rules = chess_with_popeye_walks();
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/8/8/Y6K w - - 0 1", "a1"), (Moves{}));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/8/8/1k6/Y6K b - - 0 1"));
  EXPECT_TRUE(legal(*rules, "8/8/8/8/8/8/1k6/Y6K b - - 0 1", "b2a1"));
  EXPECT_FALSE(builtin_piece(PieceKind::Dummy).promotee);  // (Popeye: no pawn becomes a dummy)
  EXPECT_TRUE(builtin_piece(PieceKind::Elephant).promotee);
}

TEST(PopeyeWalks, PaoRidesToMoveAndTakesOverAHurdle) {
  auto rules = chess_with_popeye_walks();
  // As a rook to the empty squares; over the pawn d4 it takes the knight d6 (d5 empty between).
  EXPECT_EQ(unit_moves(*rules, "k7/8/3n4/8/3p4/8/8/3A3K w - - 0 1", "d1"),
            (Moves{"d1a1", "d1b1", "d1c1", "d1d2", "d1d3", "d1d6x", "d1e1", "d1f1", "d1g1"}));
  EXPECT_TRUE(in_check(*rules, "3k4/8/8/3p4/8/8/8/3A3K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "3k4/8/8/8/8/8/8/3A3K b - - 0 1"));  // no hurdle: no check
  // The vao on bishop lines, the nao on nightrider lines, the same way.
  EXPECT_TRUE(in_check(*rules, "8/6k1/8/8/3p4/8/8/V6K b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/3k4/8/2p5/8/8/8/C6K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/3k4/8/8/8/8/8/C6K b - - 0 1"));
}

TEST(PopeyeWalks, LionsOnOtherLines) {
  auto rules = chess_with_popeye_walks();
  // The rook lion d1 over d3 to d4 … d7, taking d8; the bishop lion and nightrider lion the same way.
  EXPECT_EQ(unit_moves(*rules, "k2n4/8/8/8/8/3p4/8/3L3K w - - 0 1", "d1"),
            (Moves{"d1d4", "d1d5", "d1d6", "d1d7", "d1d8x"}));
  EXPECT_TRUE(in_check(*rules, "8/6k1/8/8/3p4/8/8/I6K b - - 0 1"));
  EXPECT_TRUE(in_check(*rules, "8/3k4/8/8/8/1p6/8/X6K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/3k4/8/8/8/8/8/X6K b - - 0 1"));
}

TEST(PopeyeWalks, CompoundsOfLeapsAndHops) {
  auto rules = chess_with_popeye_walks();
  // The zebu: camel and giraffe leaps from a1: b4 d2, b5 e2.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/8/Z6K w - - 0 1", "a1"),
            (Moves{"a1b4", "a1b5", "a1d2", "a1e2"}));
  // The scorpion: a king's steps and a grasshopper's hops (over a3 to a4).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/p7/8/S6K w - - 0 1", "a1"),
            (Moves{"a1a2", "a1a4", "a1b1", "a1b2"}));
  // The gral: alfil leaps and rook hops (over a3 to a4; c3 is an alfil's leap).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/p7/8/W6K w - - 0 1", "a1"), (Moves{"a1a4", "a1c3"}));
}

TEST(PopeyeWalks, MaoAndMoaLeapThroughAnEmptySquare) {
  auto rules = chess_with_lame_and_circles();
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/3M4/8/8/7K w - - 0 1", "d4").size(), 8u);
  // The mao passes d5 on its way to c6 and e6: a unit there stops both.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/3p4/3M4/8/8/7K w - - 0 1", "d4"),
            (Moves{"d4b3", "d4b5", "d4c2", "d4e2", "d4f3", "d4f5"}));
  // The moa passes e5 on its way to e6 and f5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/4p3/3O4/8/8/7K w - - 0 1", "d4"),
            (Moves{"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4f3"}));
  EXPECT_TRUE(in_check(*rules, "8/8/4k3/8/3M4/8/8/7K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/4k3/3p4/3M4/8/8/7K b - - 0 1"));
  // The maorider from a1: b3 c5 d7 (through a2, b4, c6) and c2 e3 g4 (through b1, d2, f3).
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/8/A6K w - - 0 1", "a1"),
            (Moves{"a1b3", "a1c2", "a1c5", "a1d7", "a1e3", "a1g4"}));
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/1p6/8/8/A6K w - - 0 1", "a1"),
            (Moves{"a1b3", "a1c2", "a1e3", "a1g4"}));
}

TEST(PopeyeWalks, RoseFamilyTurnsRoundItsOctagon) {
  auto rules = chess_with_lame_and_circles();
  // From a1 the octagons that stay on the board: b3 d4 f3 g1, b3 a5, c2 e1, c2 d4 c6 a7.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/8/8/E6K w - - 0 1", "a1"),
            (Moves{"a1a5", "a1a7", "a1b3", "a1c2", "a1c6", "a1d4", "a1e1", "a1f3", "a1g1"}));
  // A unit on d4 is taken from either side and ends both lines through it.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/3n4/8/8/E6K w - - 0 1", "a1"),
            (Moves{"a1a5", "a1b3", "a1c2", "a1d4x", "a1e1"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/8/8/5k2/8/E6K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/8/3p4/5k2/8/E6K b - - 0 1"));
  // Over the pawn b3: the rose hopper to the next corner (d4 one way, a5 the other); the rose lion on
  // to any square after it, taking the knight f3; the rao moves as a rose and takes as the lion.
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/1p3n2/8/H6K w - - 0 1", "a1"), (Moves{"a1a5", "a1d4"}));
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/1p3n2/8/L6K w - - 0 1", "a1"), (Moves{"a1a5", "a1d4", "a1f3x"}));
  EXPECT_EQ(unit_moves(*rules, "7k/8/8/8/8/1p3n2/8/C6K w - - 0 1", "a1"),
            (Moves{"a1a7", "a1c2", "a1c6", "a1d4", "a1e1", "a1f3x"}));
}

TEST(PopeyeWalks, EquihoppersLandOnTheSquareMirroredInTheirHurdle) {
  auto rules = chess_with_lame_and_circles();
  // Over d3, two squares away, to d5 (d4 between must be empty); over e3, a knight's leap away, to f5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3p4/8/3I3K w - - 0 1", "d1"), (Moves{"d1d5"}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/3P4/3p4/8/3I3K w - - 0 1", "d1"), (Moves{}));
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/4p3/8/3I3K w - - 0 1", "d1"), (Moves{"d1f5"}));
  EXPECT_TRUE(in_check(*rules, "8/8/8/3k4/8/3p4/8/3I3K b - - 0 1"));
  EXPECT_FALSE(in_check(*rules, "8/8/8/3k4/3p4/3p4/8/3I3K b - - 0 1"));
  // The non-stop equihopper is not blocked: over d2 taking d3, over d3 to d5.
  EXPECT_EQ(unit_moves(*rules, "k7/8/8/8/8/3p4/3p4/3J3K w - - 0 1", "d1"), (Moves{"d1d3x", "d1d5"}));
}

// Popeye's codes in its three languages (pie-engl.txt, pie-deut.txt, pie-fran.txt) read as these kinds.
TEST(PopeyeWalks, PopeyeCodesInThreeLanguages) {
  struct Codes {
    const char *en, *de, *fr;
    PieceKind kind;
  };
  const Codes codes[] = {
      {"g2", "g2", "s2", PieceKind::Grasshopper2},
      {"g3", "g3", "s3", PieceKind::Grasshopper3},
      {"et", "et", "el", PieceKind::Elephant},
      {"du", "du", "pi", PieceKind::Dummy},
      {"pa", "pa", "pa", PieceKind::Pao},
      {"va", "va", "va", PieceKind::Vao},
      {"na", "na", "na", PieceKind::Nao},
      {"rl", "tl", "tl", PieceKind::RookLion},
      {"bl", "ll", "fl", PieceKind::BishopLion},
      {"nl", "nl", "nl", PieceKind::NightriderLion},
      {"kh", "kh", "sr", PieceKind::KingHopper},
      {"kp", "sh", "sv", PieceKind::KnightHopper},
      {"cg", "kg", "sa", PieceKind::ContraGrasshopper},
      {"ze", "ze", "ze", PieceKind::Zebu},
      {"so", "so", "so", PieceKind::Scorpion},
      {"gl", "gl", "gl", PieceKind::Gral},
      {"ma", "ma", "ma", PieceKind::Mao},
      {"mo", "mo", "mo", PieceKind::Moa},
      {"ao", "ao", "ao", PieceKind::Maorider},
      {"oa", "oa", "oa", PieceKind::Moarider},
      {"ro", "ro", "ro", PieceKind::Rose},
      {"ra", "ra", "ra", PieceKind::Rao},
      {"rn", "rn", "rl", PieceKind::RoseLion},
      {"eq", "eq", "ea", PieceKind::Equihopper},
      {"ne", "ne", "eq", PieceKind::NonstopEquihopper},
      {"rp", "rh", "rs", PieceKind::RoseHopper},
  };
  for (const Codes& c : codes) {
    const std::string texts[] = {
        std::string("beginproblem\npieces white ka1 ") + c.en + "d4 black kh8\nstipulation ~1\nendproblem\n",
        std::string("anfangproblem\nsteine weiss ka1 ") + c.de +
            "d4 schwarz kh8\nforderung ~1\nendeproblem\n",
        std::string("debutprobleme\npieces blanc ra1 ") + c.fr + "d4 noir rh8\nenonce ~1\nfinprobleme\n"};
    for (const std::string& text : texts) {
      const auto problems = solver::read_problems(text);
      ASSERT_EQ(problems.size(), 1u) << text;
      const auto* problem = std::get_if<solver::Problem>(&problems[0]);
      ASSERT_NE(problem, nullptr) << text << std::get<solver::ProblemError>(problems[0]).message;
      const auto& units = problem->twins.at(0).units;
      ASSERT_EQ(units.size(), 3u) << text;
      EXPECT_EQ(solver::kind_for_popeye_code(units[1].kind), c.kind) << text;
      EXPECT_EQ(solver::popeye_code(c.kind), units[1].kind) << text;
    }
  }
}

// The walks of a letter table, for the shared random-board check (support/walk_captures_check.h).
template <size_t N>
std::string letters_of(const PopeyeWalkLetter (&table)[N]) {
  std::string letters;
  for (const PopeyeWalkLetter& w : table) letters += w.letter;
  return letters;
}

TEST(PopeyeWalks, GenerationAndAttackTestAgreeOnCaptures) {
  // (The boards are crowded enough to test something.)
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_popeye_walks(),
                                                      letters_of(kPopeyeWalkLetters), {2811, 600, 14}),
            200);
  EXPECT_GT(testing::walk_captures_agree_with_attacks(*chess_with_lame_and_circles(),
                                                      letters_of(kLameAndCircleLetters), {2812, 600, 14}),
            200);
}

TEST(PopeyeWalks, PerftByMakeUndoEqualsPerftRebuiltFromFen) {
  auto rules = chess_with_popeye_walks();
  EXPECT_EQ(rules->fast_perft(), nullptr);  // the bitboard path does not know these walks
  // (The three positions of every condition test hold none of these units: chess's counts there.)
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);
  for (const char* fen : {"4k3/1t1h4/3p1g2/2a5/1E1L1P2/y7/2C5/S3K2x w - - 0 1",
                          "l3k2s/3p1o2/1v6/2W2e2/4P3/3X4/2i3Y1/4K2T b - - 0 1",
                          "4k3/2Z1u3/1c3G2/3p4/2H1U3/1z4o1/3A4/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  EXPECT_GT(random_games_round_trip(*rules, 2811), -1);  // (orthodox games: hash and undo stay exact)
  auto lame = chess_with_lame_and_circles();
  EXPECT_EQ(expect_perft_two_ways(*lame), 0);
  for (const char* fen :
       {"4k3/1m1h4/3p1e2/2a5/1D1L1P2/o7/2C5/E3K2l w - - 0 1",
        "c3k2h/3p1o2/1m6/2A2e2/4P3/3D4/2L3H1/4K2E b - - 0 1", "4k3/2i5/3p4/1J6/4P3/2j5/3I4/4K3 w - - 0 1"}) {
    Position pos = parse_fen(*lame, fen);
    EXPECT_EQ(perft(*lame, pos, 3), perft_rebuilt(*lame, fen, 3)) << fen;
  }
  EXPECT_GT(random_games_round_trip(*lame, 2812), -1);
}

// Problems of Popeye's own example files (EXAMPLES, BEISPIEL, REGRESSIONS) with these pieces, each as
// one problem, against Popeye 4.104's output (tests/data/pieces/README.md), compared as solution sets.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(PopeyeWalkExamples, SameSolutionsAsPopeye,
                                testing::expect_same_solutions_as_popeye, "pieces/examples");

}  // namespace
}  // namespace nightrider
