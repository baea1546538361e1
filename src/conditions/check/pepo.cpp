#include "conditions/check/pepo.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/check/observed_twice.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

bool Pepo::paralysed(const Position& pos, const Rules& rules, Square square) {
  const Piece p = pos.at(square);
  if (!p.is_unit() || p.colour() == Colour::Neutral || !royal_unit(rules, p)) return false;
  return rules.is_attacked_if(pos, square, opposite(p.colour()), ObservationPurpose::Paralysis,
                              ObservationLevel::Observer, [](Square) { return true; });
}

bool Pepo::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return m.kind == MoveKind::Null || !paralysed(pos, rules, m.from);
}

bool Pepo::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return !paralysed(pos, rules, o.from);
}

std::optional<bool> Pepo::in_check(const Position& pos, const Rules& rules, Colour c) const {
  const Colour enemy = opposite(c);
  for (Square king : pos.royals(c)) {
    // (The checking side's king counts for nothing.)
    if (observed_from_two_squares(rules, pos, king, enemy,
                                  [&](Square from) { return !royal_unit(rules, pos.at(from)); }))
      return true;
  }
  return false;
}

void apply_pepo(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Pepo", arguments);
  // (Beside AnnanChess our moves differed from Popeye 4.104's on a position of our own: not followed.)
  rules.exclude(kCapabilityBorrowedWalks, "Pepo",
                "the walk of the unit behind (Annan) beside Pepo's checks is not supported yet");
  rules.add_module(std::make_unique<Pepo>());
}

const ConditionEntry& pepo_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Pepo", .fr = "Pepo", .de = "Pepo", .seeds = {}},
      .apply = &apply_pepo,
  };
  return entry;
}

}  // namespace nightrider::conditions
