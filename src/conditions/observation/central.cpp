#include "conditions/observation/central.h"

#include <bitset>
#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_observers.h"

namespace nightrider::conditions {
namespace {

// The squares of the chain being followed (Square::index() < 256 on every board).
using Chain = std::bitset<256>;

bool linked_through(const Position& pos, const Rules& rules, Square square, Colour side, Chain& chain) {
  const Piece p = pos.at(square);
  if (rules.def(p.kind()).royal && Rules::movable_by(p, side)) return true;
  if (chain.test(static_cast<size_t>(square.index()))) return false;
  chain.set(static_cast<size_t>(square.index()));
  const bool linked = attacked_with_lent_walks(
      pos, rules, square, side, ObservationPurpose::Paralysis, ObservationLevel::Observer,
      [&](Square from) { return linked_through(pos, rules, from, side, chain); });
  chain.reset(static_cast<size_t>(square.index()));
  return linked;
}

}  // namespace

bool Central::linked(const Position& pos, const Rules& rules, Square square, Colour side) const {
  Chain chain;
  return linked_through(pos, rules, square, side, chain);
}

bool Central::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return linked(pos, rules, m.from, pos.side_to_move());
}

bool Central::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  return linked(pos, rules, o.from, o.by);
}

void apply_central(Rules& rules, const std::vector<std::string>& arguments) {
  rules.exclude(
      kCapabilityWalksLentUnreadByObservationTests, "CentralChess",
      "observations with walks lent by other units than the one behind (Annan) are not supported yet");
  expect_no_arguments("CentralChess", arguments);
  rules.add_module(std::make_unique<Central>());
}

const ConditionEntry& central_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CentralChess",
                .fr = "EchecsCentral",
                .de = "ZentralSchach",
                .seeds = {{"Central", {}}}},
      .apply = &apply_central,
  };
  return entry;
}

}  // namespace nightrider::conditions
