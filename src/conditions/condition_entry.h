// What a condition declares about itself, in its own file: its names, how it joins a rule set, and what
// the solver needs to know of it. The registry (conditions/registry.cpp) lists the declarations, one
// line each; nothing outside the condition's files names the condition.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/rules.h"

namespace nightrider::conditions {

// Popeye's three input languages.
enum class Language : uint8_t { English, French, German };

// A seed 001 (WinChloe) name and the arguments that give the seed's reading under the Popeye rule
// (RULES.md A20): "Anti-Super-Circé" is AntiCirce with {"Super", "Cheylan"}.
struct SeedName {
  std::string_view name;  // as seed 001 writes it, accents included
  std::vector<std::string_view> arguments;
};

// A condition's names: Popeye's keyword in each of its languages (a condition Popeye does not have
// takes Nightrider's own word, the same in each), and the seed's names, if any.
struct ConditionNames {
  std::string_view en, fr, de;
  std::vector<SeedName> seeds;

  std::string_view in(Language language) const {
    return language == Language::French ? fr : language == Language::German ? de : en;
  }
};

// Lines a condition draws between the squares of Popeye's 8x8 diagram (a grid): for each square (file +
// 8 x rank, a1 = 0), whether a line runs along its left side and along its lower side.
struct DiagramLines {
  std::array<bool, 64> left{}, below{};
};

struct ConditionEntry {
  ConditionNames names;
  // Adds the condition's modules (and pieces, parameters) to a rule set still being built; throws
  // std::invalid_argument with a one-line message for bad arguments or a combination it cannot join.
  void (*apply)(Rules& rules, const std::vector<std::string>& arguments);
  // Where its side effects come among a problem's conditions. 0: where written. Conditions with an
  // order come, among themselves, lowest first: each moves ahead of the first condition written
  // before it with a higher order (AntiCirce 1 before Circe 2, as in Popeye: the capturer's rebirth
  // comes before the captured unit's, whichever is written first).
  int order = 0;
  // The solver's orthodox bitboard board still models a problem with this condition.
  bool keeps_orthodox_board = false;
  // It only takes squares off the board (RuleParams::blocked_squares: no unit stands on them or crosses
  // them): a problem otherwise orthodox keeps the orthodox mate bound with those squares out of it
  // (SolverSetup::blocked_mate_bound), though it is solved on the general board.
  bool orthodox_but_blocked_squares = false;
  // Every move it allows is a move of chess with its walks and effects (it forbids some, or changes
  // what check is): the proof games' lower bound on the moves each side needs still holds.
  bool keeps_orthodox_moves = false;
  // Its rule is about the stipulation's aim and is modelled for mate only (Exclusive chess): the solver
  // refuses it with other goals.
  bool mate_goal_only = false;
  // Its rule is modelled where it is the problem's only condition and no unit has an attribute (what it
  // counts asks the observation hooks, whose order beside it in Popeye is not modelled): the solver
  // refuses it beside others.
  bool only_condition = false;
  // It has no check (Losing chess): the solver refuses goals that need one (mate, check, mate or
  // stalemate), as Popeye refuses them.
  bool no_check_goals = false;
  // Its rule is not modelled beside neutral units (the solver refuses the combination by name).
  bool refuses_neutral_units = false;
  // Its rule acts after a side's pass too (Popeye plays it after the null move of a threat: LostPieces),
  // which the solver's passes do not model yet: it refuses the battle play that shows threats.
  bool acts_after_threat_pass = false;
  // Popeye turns on its duplicate-move remover with it (a unit with several walks may reach a square
  // twice: reflective and transmuted kings), which sorts a ply's moves by their squares: the solver
  // prints lines in that order (solver/popeye_move_order.h, PopeyeSorting::BySquares).
  bool popeye_sorts_moves_by_squares = false;
  // Popeye sorts a side's moves with the captures first before it tries them (MultiCaptures' filter;
  // solver/popeye_move_order.h, PopeyeSorting::CapturesFirst): the side whose moves, from the arguments
  // (Colour::None: both sides'); null: it does not.
  Colour (*popeye_sorts_captures_first)(const std::vector<std::string>& arguments) = nullptr;
  // The lines it draws in Popeye's diagram, from its arguments (null: none; a bad argument throws
  // std::invalid_argument, as apply does).
  DiagramLines (*diagram_lines)(const std::vector<std::string>& arguments) = nullptr;
  // The squares it marks in Popeye's diagram, from its arguments, and their letter (squares that hold
  // no unit: Popeye's imitators, "I"); null: none.
  std::pair<char, std::vector<Square>> (*diagram_marks)(const std::vector<std::string>& arguments) = nullptr;

  std::string_view popeye_name() const { return names.en; }
};

// A piece attribute as Popeye writes it before a piece code ("Kamikaze", "Royal"), declared by the
// module that gives it its meaning.
struct AttributeEntry {
  std::string_view en, fr, de;  // Popeye's keywords
  PieceAttributes bit;          // the Piece attribute bit (core/types.h)
  // Its module, added before the conditions' (it must see a move before their side effects), or null.
  void (*before_conditions)(Rules& rules) = nullptr;
  // What it adds once the conditions are in place (it depends on them), or null.
  void (*after_conditions)(Rules& rules) = nullptr;
  // Its module, added before the conditions', made from the diagram's units (what a pawn may promote to
  // depends on them), or null; it throws std::invalid_argument for units it refuses.
  void (*with_diagram)(Rules& rules, const std::vector<Piece>& diagram) = nullptr;
  // What it adds, made from the diagram's units, after every condition's and attribute's module (its
  // effects come last in a move's: a promotion's attribute after the chameleon's), or null.
  void (*last_with_diagram)(Rules& rules, const std::vector<Piece>& diagram) = nullptr;
  bool keeps_orthodox_board = false;
  bool allows_neutral = true;  // false: refused on a neutral unit (not modelled)

  std::string_view in(Language language) const {
    return language == Language::French ? fr : language == Language::German ? de : en;
  }
};

}  // namespace nightrider::conditions
