// Hurdle-colour-changing hoppers (conditions/recolouring/hurdle_colour_changing.h), one position per
// clause, worked out by hand from the rule (Popeye 4.104's pieces/attributes/hurdle_colour_changing.c):
// the unit hopped over changes side, a king or a neutral unit does not; a lion's hurdle stands anywhere
// before its arrival; a pao changes the hurdle of its captures, not of its rides. The promotions the
// diagram allows, and the refusals (Popeye's for walks it does not allow, ours for the moose). Then the
// problems of tests/data/hurdle_colour_changing against Popeye 4.104's whole text.
#include "conditions/recolouring/hurdle_colour_changing.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "support/condition_checks.h"
#include "support/popeye_problem_files.h"
#include "support/solve_text.h"

namespace nightrider {
namespace {

using namespace condition_checks;

constexpr PieceAttributes kHcc = kAttributeHurdleColourChanging;

std::shared_ptr<const Rules> with_hurdle_colour_changers() {
  auto rules = std::const_pointer_cast<Rules>(chess_with(ConditionList{}));
  for (PieceKind k : {PieceKind::Grasshopper, PieceKind::Lion, PieceKind::Pao})
    rules->use_piece(k, builtin_piece(k).letter);
  KindSet changing, plain;
  changing.insert(PieceKind::Grasshopper);
  plain.insert(PieceKind::Queen);
  rules->add_module(std::make_unique<conditions::HurdleColourChangingUnits>());
  rules->add_module(std::make_unique<conditions::HurdleColourChangingPromotion>(
      rules->reserve_choice("promotion to hurdle-colour-changing units", 1), changing, plain));
  return rules;
}

TEST(HurdleColourChanging, TheUnitHoppedOverChangesSide) {
  auto rules = with_hurdle_colour_changers();
  const Position pos = with_units(*rules,
                                  {{"a1", Piece(PieceKind::King, Colour::White)},
                                   {"h8", Piece(PieceKind::King, Colour::Black)},
                                   {"d4", Piece(PieceKind::Grasshopper, Colour::White, kHcc)},
                                   {"d6", Piece(PieceKind::Rook, Colour::Black)},
                                   {"f4", Piece(PieceKind::Knight, Colour::White)}},
                                  Colour::White);
  // Gd4-d7 over the black rook d6: the rook turns White; Gd4-g4 over its own knight: the knight Black.
  EXPECT_EQ(unit_after(*rules, pos, "d4", "d7", "d6"), Piece(PieceKind::Rook, Colour::White));
  EXPECT_EQ(unit_after(*rules, pos, "d4", "d7", "d7"), Piece(PieceKind::Grasshopper, Colour::White, kHcc));
  EXPECT_EQ(unit_after(*rules, pos, "d4", "g4", "f4"), Piece(PieceKind::Knight, Colour::Black));
  // Only the hurdle of the move changes.
  EXPECT_EQ(unit_after(*rules, pos, "d4", "g4", "d6"), Piece(PieceKind::Rook, Colour::Black));
}

TEST(HurdleColourChanging, KingsAndNeutralUnitsKeepTheirSide) {
  auto rules = with_hurdle_colour_changers();
  const Position pos = with_units(*rules,
                                  {{"a1", Piece(PieceKind::King, Colour::White)},
                                   {"d5", Piece(PieceKind::King, Colour::Black)},
                                   {"b4", Piece(PieceKind::Grasshopper, Colour::White, kHcc)},
                                   {"b6", Piece(PieceKind::Bishop, Colour::Neutral)}},
                                  Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "b4", "b7", "b6"), Piece(PieceKind::Bishop, Colour::Neutral));
  const Position over_king = with_units(*rules,
                                        {{"a2", Piece(PieceKind::King, Colour::White)},
                                         {"h8", Piece(PieceKind::King, Colour::Black)},
                                         {"a3", Piece(PieceKind::Grasshopper, Colour::Black, kHcc)}},
                                        Colour::Black);
  EXPECT_EQ(unit_after(*rules, over_king, "a3", "a1", "a2"), Piece(PieceKind::King, Colour::White));
}

TEST(HurdleColourChanging, APlainHopperChangesNothing) {
  auto rules = with_hurdle_colour_changers();
  const Position pos = with_units(*rules,
                                  {{"a1", Piece(PieceKind::King, Colour::White)},
                                   {"h8", Piece(PieceKind::King, Colour::Black)},
                                   {"d4", Piece(PieceKind::Grasshopper, Colour::White)},
                                   {"d6", Piece(PieceKind::Rook, Colour::Black)}},
                                  Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "d4", "d7", "d6"), Piece(PieceKind::Rook, Colour::Black));
}

TEST(HurdleColourChanging, ALionsHurdleStandsAnywhereBeforeItsArrival) {
  auto rules = with_hurdle_colour_changers();
  const Position pos = with_units(*rules,
                                  {{"h1", Piece(PieceKind::King, Colour::White)},
                                   {"h8", Piece(PieceKind::King, Colour::Black)},
                                   {"a1", Piece(PieceKind::Lion, Colour::White, kHcc)},
                                   {"c3", Piece(PieceKind::Pawn, Colour::Black)}},
                                  Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "a1", "f6", "c3"), Piece(PieceKind::Pawn, Colour::White));
}

TEST(HurdleColourChanging, APaoChangesTheHurdleOfItsCapturesOnly) {
  auto rules = with_hurdle_colour_changers();
  const Position pos = with_units(*rules,
                                  {{"h1", Piece(PieceKind::King, Colour::White)},
                                   {"h8", Piece(PieceKind::King, Colour::Black)},
                                   {"a1", Piece(PieceKind::Pao, Colour::White, kHcc)},
                                   {"a4", Piece(PieceKind::Knight, Colour::Black)},
                                   {"a7", Piece(PieceKind::Rook, Colour::Black)}},
                                  Colour::White);
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a7", "a4"), Piece(PieceKind::Knight, Colour::White));
  EXPECT_EQ(unit_after(*rules, pos, "a1", "a3", "a4"), Piece(PieceKind::Knight, Colour::Black));
}

TEST(HurdleColourChanging, APawnPromotesOnlyToTheKindsTheDiagramAllows) {
  auto rules = with_hurdle_colour_changers();
  // The rule set's promotions are the queen, rook, bishop and knight; of these the module's sets allow
  // the queen only (plain): one move. (The promotion to a changing grasshopper, where the diagram has
  // one: tests/data/hurdle_colour_changing/beispiel_hurdlecc_2, Popeye's "h7-h8=G=hcc".)
  EXPECT_EQ(unit_moves(*rules, "7k/3P4/8/8/8/8/8/K7 w - - 0 1", "d7"), std::vector<std::string>{"d7d8"});
}

// A problem's text solved, its error line.
std::string refusal_of(const std::string& pieces) {
  return testing::solve_problem_text("BeginProblem\nPieces " + pieces +
                                     "\nStipulation ~1\nOption NoWk NoBk\nEndProblem\n")
      .err;
}

TEST(HurdleColourChanging, OtherWalksAreRefused) {
  // Popeye's own refusal (TESTS/pieces.inp 2: a rose hopper), in its words; the moose, which Popeye
  // allows, by name.
  EXPECT_NE(refusal_of("White HurdleColourChanging RPd1 Black Pb2")
                .find("HurdleColourChanging, Bul and Dob only allowed with certain hoppers"),
            std::string::npos);
  EXPECT_NE(refusal_of("White HurdleColourChanging Qd1 Black Pb2").find("only allowed with certain hoppers"),
            std::string::npos);
  EXPECT_NE(refusal_of("White HurdleColourChanging Md1 Black Pb2")
                .find("piece attribute HurdleColourChanging on a moose is not supported yet"),
            std::string::npos);
}

// Popeye's examples and ours (tests/data/hurdle_colour_changing) give its whole text.
NIGHTRIDER_POPEYE_PROBLEM_SUITE(HurdleColourChangingProblems, PopeyesTextToTheLetter,
                                testing::expect_popeye_text, "hurdle_colour_changing");

}  // namespace
}  // namespace nightrider
