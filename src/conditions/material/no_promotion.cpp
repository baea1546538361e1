#include "conditions/material/no_promotion.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool NoPromotion::admits(const Position& pos, const Rules&, const Move& m) const {
  return pos.side_to_move() != side_ || m.promotion == PieceKind::None;
}

bool NoPromotion::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  if (mover != side_) return true;
  for (const Effect& e : pos.last_side_effects())
    if (e.kind == EffectKind::Change && e.reason.role == ReasonRole::Continuation &&
        rules.def(e.previous.kind()).pawn && !rules.def(e.piece.kind()).pawn)
      return false;
  return true;
}

namespace {

void apply_no_promotion_of(Rules& rules, Colour side, const char* keyword,
                           const std::vector<std::string>& arguments) {
  expect_no_arguments(keyword, arguments);
  rules.add_module(std::make_unique<NoPromotion>(side));
}

void apply_no_white_promotion(Rules& rules, const std::vector<std::string>& arguments) {
  apply_no_promotion_of(rules, Colour::White, "NoWhitePromotion", arguments);
}
void apply_no_black_promotion(Rules& rules, const std::vector<std::string>& arguments) {
  apply_no_promotion_of(rules, Colour::Black, "NoBlackPromotion", arguments);
}

}  // namespace

const ConditionEntry& no_white_promotion_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoWhitePromotion", .fr = "SansBlancPromotion", .de = "OhneWeissUW", .seeds = {}},
      .apply = &apply_no_white_promotion,
  };
  return entry;
}

const ConditionEntry& no_black_promotion_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoBlackPromotion", .fr = "SansNoirPromotion", .de = "OhneSchwarzUW", .seeds = {}},
      .apply = &apply_no_black_promotion,
  };
  return entry;
}

}  // namespace nightrider::conditions
