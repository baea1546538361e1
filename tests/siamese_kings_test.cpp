// Siamese kings (conditions/royal/siamese_kings.h, seed 001's "Rois siamois"): a side may have several
// kings, is in check when any of them is attacked, and must keep every one out of check. A position per
// clause, perft two ways on positions with several kings, random games, and the solver taking a
// diagram with two kings of a side only under the condition.
#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <set>
#include <string>

#include "notation/fen.h"
#include "search/perft.h"
#include "solver/session.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(SiameseKings, ASideMayHaveSeveralKings) {
  auto rules = chess_with("SiameseKings");
  EXPECT_NO_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/K6K w - - 0 1"));
  EXPECT_NO_THROW(parse_fen(*rules, "3kk3/8/8/8/8/8/8/4K3 w - - 0 1"));
  try {
    parse_fen(*make_variant("chess"), "4k3/8/8/8/8/8/8/K6K w - - 0 1");
    FAIL() << "two white kings were accepted in chess";
  } catch (const FenError& e) {
    EXPECT_EQ(std::string(e.what()), "bad FEN: there are 2 white kings");
  }
  // The seed's name gives the condition too.
  EXPECT_NO_THROW(parse_fen(*chess_with("Rois siamois"), "4k3/8/8/8/8/8/8/K6K w - - 0 1"));
}

TEST(SiameseKings, ASideIsInCheckWhenAnyOfItsKingsIsAttacked) {
  auto rules = chess_with("SiameseKings");
  EXPECT_TRUE(condition_checks::in_check(*rules, "r3k3/8/8/8/8/8/8/K6K w - - 0 1"));   // a1 on the rook's file
  EXPECT_FALSE(condition_checks::in_check(*rules, "1r2k3/8/8/8/8/8/8/K6K w - - 0 1"));  // neither king
  // Every king must be kept out of check: only the attacked king's escapes off the a-file are legal,
  // none of the other king's moves.
  EXPECT_EQ(condition_checks::legal_ucis(*rules, "r3k3/8/8/8/8/8/8/K6K w - - 0 1"), (std::set<std::string>{"a1b1", "a1b2"}));
  // A king may not step where it would be attacked, nor another unit open a line to any king.
  EXPECT_FALSE(condition_checks::legal(*rules, "1r2k3/8/8/8/8/8/8/K6K w - - 0 1", "a1b1"));
  EXPECT_FALSE(condition_checks::legal(*rules, "4k3/8/8/8/8/r7/B7/K6K w - - 0 1", "a2b3"));
}

TEST(SiameseKings, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("SiameseKings");
  EXPECT_EQ(expect_perft_two_ways(*rules), 0);  // (one king each: chess's counts)
  for (const auto& [fen, depth] : std::vector<std::pair<std::string, int>>{
           {"r3k3/8/8/8/8/8/8/K6K w - - 0 1", 4},
           {"3kk3/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", 3},
           {"4k3/2k5/8/3Q4/8/8/1K6/7K b - - 0 1", 4}}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, depth), perft_rebuilt(*rules, fen, depth)) << fen;
  }
  random_games_round_trip(*rules, 64);
}

TEST(SiameseKings, TheSolverTakesSeveralKingsOnlyUnderTheCondition) {
  solver::SessionSettings settings;
  settings.quiet = true;
  const std::string diagram = "stipulation ~1\npieces white ka1 kh1 black ke8 ra8\nendproblem\n";
  std::ostringstream out, err;
  solver::solve_text("beginproblem\ncondition SiameseKings\n" + diagram, settings, out, err);
  EXPECT_NE(out.str().find("1.Ka1-b1 !"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("1.Ka1-b2 !"), std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("1.Kh1"), std::string::npos) << out.str();
  EXPECT_EQ(err.str(), "");
  std::ostringstream refused_out, refused_err;
  solver::solve_text("beginproblem\n" + diagram, settings, refused_out, refused_err);
  EXPECT_NE(refused_err.str().find("White has 2 kings: only one king is allowed (the condition SiameseKings "
                                   "allows several)"),
            std::string::npos)
      << refused_err.str();
}

}  // namespace
}  // namespace nightrider
