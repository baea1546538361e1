// Imitators (conditions/movers/imitator.h): every move moves every imitator by the mover's vector (castling
// by the king's and the rook's together); the move is legal only if each imitator can follow it as Popeye
// tests it by the mover's walk, and ends on an empty square of the board; a pawn may promote into an
// imitator (not under NoIProm); check follows the same test. Each expected text is Popeye 4.104's on
// the same problem (positions of our own, and Popeye's own examples BEISPIEL/imitator.inp), compared as
// the set of solution lines. Perft two ways and random games as for every condition.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "support/condition_checks.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// The solution lines of a problem (its body in English unless it starts with German keywords), as a
// set, each without its leading blanks.
std::set<std::string> imitator_lines(const std::string& problem) {
  const std::string out = testing::solve_problem_text(problem).out;
  std::set<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    const size_t first = line.find_first_not_of(' ');
    if (first == std::string::npos) continue;
    line = line.substr(first);
    if (line.size() > 1 && std::isdigit(static_cast<unsigned char>(line[0])) &&
        (line[1] == '.' || (line.size() > 2 && line[2] == '.')))
      lines.insert(line);
  }
  return lines;
}

std::string english(const std::string& body) { return "beginproblem\n" + body + "\nendproblem\n"; }
std::string german(const std::string& body) { return "anfangproblem\n" + body + "\nendeproblem\n"; }

TEST(Imitator, RidersKingsPawnsAndCastlingTakeTheImitatorAlong) {
  // The imitator c3 rides with the rook (a1-a6: c8; a7 would take it off the board), steps with the
  // king; 0-0 leaves it (the king's +2 and the rook's -2), 0-0-0 moves it one file right.
  EXPECT_EQ(imitator_lines(english("pieces white ke1 ra1 rh1 pe5 black ke8 pd7\nstipulation ~1\n"
                                   "condition imitator c3\noption nobk")),
            (std::set<std::string>{
                "1.Ra1-a6[Ic8] !", "1.Ra1-a5[Ic7] !", "1.Ra1-a4[Ic6] !", "1.Ra1-a3[Ic5] !", "1.Ra1-a2[Ic4] !",
                "1.Ra1-d1[If3] !", "1.Ra1-c1[Ie3] !", "1.Ra1-b1[Id3] !", "1.0-0-0[Id3] !", "1.0-0[Ic3] !",
                "1.Ke1-f2[Id4] !", "1.Ke1-d2[Ib4] !", "1.Ke1-d1[Ib3] !", "1.Ke1-e2[Ic4] !", "1.Ke1-f1[Id3] !",
                "1.Rh1-f1[Ia3] !", "1.Rh1-g1[Ib3] !", "1.Rh1-h6[Ic8] !", "1.Rh1-h5[Ic7] !", "1.Rh1-h4[Ic6] !",
                "1.Rh1-h3[Ic5] !", "1.Rh1-h2[Ic4] !", "1.e5-e6[Ic4] !"}));
}

TEST(Imitator, CastlingNeedsTheImitatorsWayFree) {
  // Popeye's test: with the king lifted each imitator steps one and two files the king's way; queen-side
  // then one file left, none and one right with the king on c1. h3: no castling; e4: both.
  const std::string position = "pieces white ke1 ra1 rh1 pd2 black ke8 pf3\nstipulation ~1\noption nobk\n";
  auto castlings = [&](const char* square) {
    std::set<std::string> out;
    for (const std::string& l : imitator_lines(english(position + "condition imitator " + square)))
      if (l.find("0-0") != std::string::npos) out.insert(l);
    return out;
  };
  EXPECT_EQ(castlings("h3"), (std::set<std::string>{}));
  EXPECT_EQ(castlings("a5"), (std::set<std::string>{"1.0-0[Ia5] !"}));
  EXPECT_EQ(castlings("d1"), (std::set<std::string>{"1.0-0[Id1] !"}));
  EXPECT_EQ(castlings("e4"), (std::set<std::string>{"1.0-0-0[If4] !", "1.0-0[Ie4] !"}));
  EXPECT_EQ(castlings("c7"), (std::set<std::string>{"1.0-0-0[Id7] !", "1.0-0[Ic7] !"}));
}

TEST(Imitator, APawnPromotesIntoAnImitatorUnlessNoIProm) {
  const std::string position = "pieces white pb7 black ra8\nstipulation ~1\noption nowk nobk\n";
  const std::set<std::string> with = imitator_lines(english(position + "condition imitator g3"));
  EXPECT_EQ(with, (std::set<std::string>{"1.b7*a8[If4]=B !", "1.b7*a8[If4]=I !", "1.b7*a8[If4]=Q !",
                                         "1.b7*a8[If4]=R !", "1.b7*a8[If4]=S !", "1.b7-b8[Ig4]=B !",
                                         "1.b7-b8[Ig4]=I !", "1.b7-b8[Ig4]=Q !", "1.b7-b8[Ig4]=R !",
                                         "1.b7-b8[Ig4]=S !"}));
  EXPECT_EQ(imitator_lines(english(position + "condition imitator g3 noiprom")),
            (std::set<std::string>{"1.b7*a8[If4]=B !", "1.b7*a8[If4]=Q !", "1.b7*a8[If4]=R !",
                                   "1.b7*a8[If4]=S !", "1.b7-b8[Ig4]=B !", "1.b7-b8[Ig4]=Q !",
                                   "1.b7-b8[Ig4]=R !", "1.b7-b8[Ig4]=S !"}));
}

TEST(Imitator, TheImitatorAPromotionMadeFollowsTheLaterMoves) {
  // BEISPIEL/imitator.inp#5 (Thomas Maeder), twin a: b7-b8=I, then the new imitator moves too.
  EXPECT_EQ(imitator_lines(german("bedingung Imitator e5\nforderung h=2\nsteine Weiss kf5 bb7\nSchwarz kb6")),
            (std::set<std::string>{"1.Kb6-c7[If6] b7-b8[If7]=I   2.Kc7-c6[If6,b7] Kf5-e6[Ie7,a8] =",
                                   "1.Kb6-a7[Id6] b7-b8[Id7]=S   2.Ka7-a8[Id8] Sb8-c6[Ie6] ="}));
}

TEST(Imitator, DoubleStepsAndEnPassant) {
  // d7-d5 needs g2 and g1 free (a knight on g1 forbids it); the capture en passant is written with the
  // imitators after " ep.".
  EXPECT_EQ(imitator_lines(english("pieces white pe5 black pd7 sg1\nstipulation h~1\ncondition imitator g3\n"
                                   "option nowk nobk")),
            (std::set<std::string>{"1.Sg1-e2[Ie4] e5-e6[Ie5]", "1.Sg1-f3[If5] e5-e6[If6]",
                                   "1.Sg1-h3[Ih5] e5-e6[Ih6]", "1.d7-d6[Ig2] e5*d6[If3]",
                                   "1.d7-d6[Ig2] e5-e6[Ig3]"}));
  const std::set<std::string> kings =
      imitator_lines(english("pieces white ke1 pe5 black ke8 pd7\nstipulation h~1\ncondition imitator g3"));
  EXPECT_TRUE(kings.count("1.d7-d5[Ig1] e5*d6 ep.[If2]"));
  EXPECT_TRUE(kings.count("1.d7-d5[Ig1] Ke1-f2[Ih2]"));
  EXPECT_FALSE(kings.count("1.Ke8-f7[Ih2] Ke1-f1[Ii2]"));  // (h2 + one file: off the board)
  EXPECT_EQ(kings.size(), 34u);
}

TEST(Imitator, HoppersLeapersAndTheMaoNeedTheImitatorsHurdlesAndSquares) {
  // BEISPIEL/imitator.inp#13 to #18: grasshopper, king hopper, equihopper, non-stop equihopper, elk and
  // mao, each ~1 with Popeye's only first moves.
  const std::string options = "forderung ~1\noption ohnewk ohnesk\n";
  EXPECT_EQ(imitator_lines(german("steine weiss ga3 bf3 schwarz ba2b2a5b4c3f4f7g6h7h5\n" + options +
                                  "bedingung imitator f5")),
            (std::set<std::string>{"1.Ga3-a6[If8] !"}));
  EXPECT_EQ(imitator_lines(german("steine weiss kha3 bh2 schwarz sf1 ba4b4a2f3f4g2g3\n" + options +
                                  "bedingung imitator f2")),
            (std::set<std::string>{"1.h2*g3[Ie3] !", "1.KHa3-c5[Ih4] !"}));
  EXPECT_EQ(imitator_lines(german("steine weiss eqa3 bf2 schwarz ba2b2a5b4c3f3f6g5h6h4\n" + options +
                                  "bedingung imitator f4")),
            (std::set<std::string>{"1.EQa3-a7[If8] !"}));
  EXPECT_EQ(imitator_lines(german("steine weiss nea3 ba4f2f5 schwarz ba2b2a5b4c3f3f6g5h6h4\n" + options +
                                  "bedingung imitator f4")),
            (std::set<std::string>{"1.NEa3-a7[If8] !"}));
  EXPECT_EQ(imitator_lines(german("steine weiss elb3 bg6 schwarz bb2b5c4d3e2f3f5f6g5g7h4\n" + options +
                                  "bedingung imitator f4")),
            (std::set<std::string>{"1.ELb3-d4[Ih5] !", "1.ELb3-c1[Ig2] !"}));
  EXPECT_EQ(imitator_lines(german("steine weiss maa3 schwarz bf3h3\n" + options + "bedingung imitator f2")),
            (std::set<std::string>{"1.MAa3-c2[Ih1] !"}));
}

TEST(Imitator, CheckNeedsTheImitatorsToFollowTheObservation) {
  // BEISPIEL/imitator.inp#1 (Millour): after 1.Kg3-h2 the black king does not check (the imitator c5
  // cannot step to c6); each knight move brings the imitator where the black king's check is real, and
  // each mate is a check by the white king.
  const std::set<std::string> lines = imitator_lines(
      german("forderung #2\nbedingung imitator b6\nsteine weiss kg3 sf6\nschwarz kh1 lf8 sc4 bc6\noption varianten"));
  EXPECT_EQ(lines, (std::set<std::string>{"1.Kg3-h2[Ic5] ! Zugzwang.", "1...Sc4-a3[Ia4] +", "2.Sf6-h7[Ic5] #",
                                          "1...Sc4-b2[Ib3] +", "2.Sf6-g8[Ic5] #", "1...Sc4-d2[Id3] +",
                                          "2.Sf6-e8[Ic5] #", "1...Sc4-e3[Ie4] +", "2.Sf6-d7[Ic5] #",
                                          "1...Sc4-e5[Ie6] +", "2.Sf6-d5[Ic5] #", "1...Sc4-d6[Id7] +",
                                          "2.Sf6-e4[Ic5] #", "1...Sc4-b6[Ib7] +", "2.Sf6-g4[Ic5] #",
                                          "1...Sc4-a5[Ia6] +", "2.Sf6-h5[Ic5] #"}));
}

TEST(Imitator, BadArgumentsAndCombinationsAreRefusedInOneLine) {
  for (const char* args : {"z9", "e", ""}) {
    const auto solved = testing::solve_problem_text(
        english(std::string("pieces white ke1 black ke8\nstipulation ~1\ncondition imitator ") + args));
    EXPECT_NE(solved.err.find("Imitator"), std::string::npos) << args << ": " << solved.err;
  }
  // AntiCirce's check plays the king's capture, which Popeye's imitators follow: not modelled.
  const auto anticirce = testing::solve_problem_text(
      english("pieces white sa7 black ke5\ncondition anticirce imitator c3\nstipulation +1\noption nowk nobk"));
  EXPECT_NE(anticirce.err.find("AntiCirce cannot be combined with Imitator"), std::string::npos) << anticirce.err;
  // A pawn Circe Parrain puts on its last rank would promote into an imitator too: not modelled.
  const auto parrain = testing::solve_problem_text(
      english("pieces white pb7g7 black ba8h8\nstipulation hx1\ncondition parraincirce imitator d5\noption nowk nobk"));
  EXPECT_NE(parrain.err.find("cannot be combined with Imitator"), std::string::npos) << parrain.err;
}

TEST(Imitator, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with(ConditionList{{"Imitator", {"c4"}}});
  EXPECT_EQ(expect_perft_two_ways(*rules), 3);
  random_games_round_trip(*rules, 31);
  auto two = chess_with(ConditionList{{"Imitator", {"d4", "e5"}}});
  EXPECT_EQ(expect_perft_two_ways(*two), 3);
  random_games_round_trip(*two, 37);
}

}  // namespace
}  // namespace nightrider
