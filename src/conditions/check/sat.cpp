#include "conditions/check/sat.h"

#include <bitset>
#include <memory>
#include <stdexcept>

namespace nightrider::conditions {

namespace {
// Do the check and observation hooks of the rule set all judge the units alone
// (RuleModule::judges_units_alone), so that a flight can be tried on the board looked at?
bool flights_judged_on_the_board(const Rules& rules) {
  for (const auto& module : rules.modules()) {
    const unsigned hooks = module->hooks();
    // (Units changed before or on arrival: the step is played.)
    if ((hooks & (kHookBeforeMove | kHookArrival)) ||
        ((hooks & (kHookCheck | kHookObservation | kHookObservers)) && !module->judges_units_alone()))
      return false;
  }
  return true;
}

// Is the king not in check by the definitions after SAT's once it has made `step`, a plain step (or
// capture) of its walk? Asked of the board after it, set on the position without playing the step
// (Position::Look), as the primary action alone would leave it.
bool free_after_looked_step(const Position& pos, const Rules& rules, const RuleModule* sat, const Move& step,
                            Colour c) {
  Position& scratch = const_cast<Position&>(pos);  // (put back exactly: squares and en passant state)
  Position::Look look;
  scratch.look_begin(look);
  const Piece king = pos.at(step.from);
  scratch.look_set(look, step.from, Piece());
  scratch.look_set(look, step.to, king);
  const bool free = !rules.in_check_after(pos, c, sat);
  scratch.look_back(look);
  return free;
}
}  // namespace

std::optional<bool> Sat::in_check(const Position& pos, const Rules& rules, Colour c) const {
  int needed = flights_[c == Colour::White ? 0 : 1];
  // SAT n m (Popeye's SATxy): a king not in check by the definitions that follow in the chain needs one
  // flight fewer.
  if (counted_ && !rules.in_check_after(pos, c, this)) --needed;
  // Strict SAT: once in check by those definitions, a side not in such a check now needs one fewer.
  if (strict_flags_ >= 0 && pos.rule_flag(strict_flag(c)) && !rules.in_check_after(pos, c, this)) --needed;
  if (needed <= 0) return true;
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  const Square enemy_king = pos.king(opposite(c));
  // A flight is a move of the king by its own walk (a royal grasshopper's hops, as Popeye): to an empty
  // square or onto a unit of the other side (not its king), after which the king is not observed.
  MoveList steps;
  rules.generate_walk_moves(pos, king, steps);
  std::bitset<Square::kIndexSpace> tried;  // (one flight per square: a pawn's promotions are one)
  int found = 0;
  const bool on_the_board = flights_judged_on_the_board(rules);
  for (const Move& step : steps) {
    if (step.to == enemy_king || step.to.is_none() || tried[step.to.index()]) continue;
    tried[step.to.index()] = true;
    const bool plain =
        step.kind == MoveKind::Normal && step.promotion == PieceKind::None && !carries_unit(step);
    const bool flight =
        on_the_board && plain
            ? free_after_looked_step(pos, rules, this, step, c)
            : rules.try_move(
                  pos, step, [&](const Position& after) { return !rules.in_check_after(after, c, this); },
                  /*primary_only=*/true);
    if (flight && ++found >= needed) return true;
  }
  return false;
}

void Sat::after_move(Position& pos, const Rules& rules, const Move&) const {
  for (const Colour c : {Colour::White, Colour::Black})
    if (!pos.rule_flag(strict_flag(c)) && rules.in_check_after(pos, c, this)) pos.set_rule_flag(strict_flag(c), true);
}

void Sat::diagram(Position& pos, const Rules& rules) const {
  if (strict_flags_ < 0) return;
  for (const Colour c : {Colour::White, Colour::Black})
    if (rules.in_check_after(pos, c, this)) pos.set_rule_flags(pos.rule_flags() | 1u << strict_flag(c));
}

namespace {

void apply_sat_form(Rules& rules, const std::vector<std::string>& arguments, bool strict) {
  const char* name = strict ? "StrictSAT" : "SAT";
  rules.claim("check", name, true);  // (it defines check)
  if (arguments.size() > 2) throw std::invalid_argument(std::string(name) + " takes at most two numbers");
  // As Popeye reads them: SAT n [m] allows White n flights (Black m, else n) when not in check, one more
  // in check; plain SAT (or SAT 0 0) none.
  std::array<int, 2> flights{1, 1};
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string& a = arguments[i];
    if (a.empty() || a.size() > 2 || a.find_first_not_of("0123456789") != std::string::npos)
      throw std::invalid_argument(std::string(name) + " " + a + ": a number of flights was expected");
    flights[i] = std::stoi(a) + 1;
  }
  if (arguments.size() == 1) flights[1] = flights[0];
  const bool counted = flights[0] > 1 || flights[1] > 1;
  const int strict_flags = strict ? rules.reserve_flags(name, 2) : -1;
  rules.add_module(std::make_unique<Sat>(flights[0], flights[1], counted, strict_flags));
}

}  // namespace

void apply_sat(Rules& rules, const std::vector<std::string>& arguments) {
  // (SAT beside Strict SAT, which comes first (its order), is Strict SAT, as in Popeye.)
  if (rules.provider("Strict SAT")) return;
  apply_sat_form(rules, arguments, false);
}

void apply_strict_sat(Rules& rules, const std::vector<std::string>& arguments) {
  rules.provide("Strict SAT", "StrictSAT");
  apply_sat_form(rules, arguments, true);
}

const ConditionEntry& strict_sat_condition() {
  static const ConditionEntry entry{
      .names = {.en = "StrictSAT", .fr = "StrictSAT", .de = "StrictSAT", .seeds = {}},
      .apply = &apply_strict_sat,
      .order = -1,  // before SAT, which it takes the place of
  };
  return entry;
}

const ConditionEntry& sat_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SAT", .fr = "SAT", .de = "SAT", .seeds = {{"SAT", {}}}},
      .apply = &apply_sat,
  };
  return entry;
}

}  // namespace nightrider::conditions
