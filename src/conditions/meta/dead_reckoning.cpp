#include "conditions/meta/dead_reckoning.h"

#include <cstring>
#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool dead_reckoning_material_dead(const Position& pos) {
  int minors = 0, knights = 0, bishops_by_colour[2] = {0, 0};
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (p.is_empty()) continue;
    // (A hole could stand where a mated king's own units would: not a position of orthodox chess.)
    if (!p.is_unit() || p.colour() == Colour::Neutral || p.attributes() != 0) return false;
    switch (p.kind()) {
      case PieceKind::King:
        break;
      case PieceKind::Knight:
        ++minors;
        ++knights;
        break;
      case PieceKind::Bishop:
        ++minors;
        ++bishops_by_colour[Geometry::is_light(s) ? 1 : 0];
        break;
      default:
        return false;  // a pawn, a rook, a queen: mate may still come
    }
  }
  // A lone minor piece cannot mate a bare king; bishops all on squares of one colour never mate, since
  // no unit can ever stand on the squares of the other colour around a king to take its flights.
  if (minors <= 1) return true;
  return knights == 0 && (bishops_by_colour[0] == 0 || bishops_by_colour[1] == 0);
}

bool dead_reckoning_rules_orthodox(const Rules& rules) {
  // The modules orthodox chess has (castling, the draws by rule) and this one: any other rule may give
  // minor pieces mates they have not in chess (Circe rebirths, changes of kind, holes …).
  for (const auto& module : rules.modules()) {
    const char* name = module->name();
    if (std::strcmp(name, "castling") != 0 && std::strcmp(name, "draw rules") != 0 &&
        std::strcmp(name, "DeadReckoning") != 0)
      return false;
  }
  const RuleParams& p = rules.params();
  return !p.capture_own_units && !p.royal_capture && !p.kings_may_be_missing && !p.several_kings &&
         p.blocked_squares.empty() && p.movable_units == MovableUnits::Own;
}

std::optional<Outcome> DeadReckoning::game_end(const Position& pos, const Rules& rules) const {
  if (dead_reckoning_material_dead(pos) && dead_reckoning_rules_orthodox(rules))
    return Outcome{Result::Draw, "dead position"};
  return std::nullopt;
}

std::optional<bool> DeadReckoning::immobile(Position& pos, const Rules& rules) const {
  if (game_end(pos, rules)) return false;
  return std::nullopt;
}

void apply_dead_reckoning(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("DeadReckoning", arguments);
  rules.add_module(std::make_unique<DeadReckoning>());
}

const ConditionEntry& dead_reckoning_condition() {
  static const ConditionEntry entry{
      .names = {.en = "DeadReckoning", .fr = "DeadReckoning", .de = "DeadReckoning", .seeds = {{"Dead Reckoning", {}}}},
      .apply = &apply_dead_reckoning,
      // (It only ends the play earlier: every move it allows is a move of chess.)
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
