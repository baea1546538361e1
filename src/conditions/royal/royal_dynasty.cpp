#include "conditions/royal/royal_dynasty.h"

#include <algorithm>
#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/royal/king_promotion.h"

namespace nightrider::conditions {

namespace {

// The home square of a side's king (the middle file of its first rank, as castling has it).
Square dynasty_king_home(const Position& pos, Colour c) {
  const Geometry& geo = pos.geometry();
  return Square(geo.width() / 2, c == Colour::White ? 0 : geo.height() - 1);
}

}  // namespace

std::optional<bool> RoyalDynasty::in_check(const Position& pos, const Rules&, Colour c) const {
  if (pos.royals(c).size() != 1) return false;
  return std::nullopt;  // (the one king attacked)
}

void RoyalDynasty::after_move(Position& pos, const Rules&, const Move&) const {
  for (Colour c : {Colour::White, Colour::Black}) {
    const Square home = dynasty_king_home(pos, c);
    if (pos.royals(c).size() != 1 && pos.has_right(home)) pos.clear_right(home);
  }
}

void RoyalDynasty::diagram(Position& pos, const Rules&) const {
  for (Colour c : {Colour::White, Colour::Black})
    if (pos.royals(c).size() != 1) pos.set_right(dynasty_king_home(pos, c), false);
}

void apply_royal_dynasty(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("RoyalDynasty", arguments);
  rules.claim("the kings", "RoyalDynasty");
  rules.provide(kCapabilityNonRoyalKings, "RoyalDynasty");
  rules.claim("check", "RoyalDynasty", true);  // (it defines check)
  RuleParams& params = rules.params();
  params.royal_capture = true;         // (a king that is not royal is taken as any unit)
  params.kings_may_be_missing = true;  // (a side may have none)
  params.several_kings = true;         // (or several)
  let_pawns_promote_to_king(params);
  rules.add_module(std::make_unique<RoyalDynasty>());
}

const ConditionEntry& royal_dynasty_condition() {
  static const ConditionEntry entry{
      .names = {.en = "RoyalDynasty", .fr = "DynastieRoyale", .de = "KoenigsDynastie", .seeds = {}},
      .apply = &apply_royal_dynasty,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
