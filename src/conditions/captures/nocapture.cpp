#include "conditions/captures/nocapture.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

bool NoCapture::admits(const Position& pos, const Rules&, const Move& m) const {
  if (!m.is_capture()) return true;
  return pos.side_to_move() == Colour::White ? !white_ : !black_;
}

namespace {

void apply_nocapture_for(Rules& rules, const char* keyword, bool white, bool black,
                         const std::vector<std::string>& arguments) {
  expect_no_arguments(keyword, arguments);
  rules.add_module(std::make_unique<NoCapture>(white, black));
}

void apply_nocapture(Rules& rules, const std::vector<std::string>& arguments) {
  apply_nocapture_for(rules, "NoCapture", true, true, arguments);
}
void apply_no_white_capture(Rules& rules, const std::vector<std::string>& arguments) {
  apply_nocapture_for(rules, "NoWhiteCapture", true, false, arguments);
}
void apply_no_black_capture(Rules& rules, const std::vector<std::string>& arguments) {
  apply_nocapture_for(rules, "NoBlackCapture", false, true, arguments);
}

}  // namespace

const ConditionEntry& nocapture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoCapture", .fr = "SansPrises", .de = "Ohneschlag", .seeds = {}},
      .apply = &apply_nocapture,
  };
  return entry;
}

const ConditionEntry& no_white_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoWhiteCapture", .fr = "BlancSansPrises", .de = "WeisserOhneSchlag", .seeds = {}},
      .apply = &apply_no_white_capture,
  };
  return entry;
}

const ConditionEntry& no_black_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NoBlackCapture", .fr = "NoirSansPrises", .de = "SchwarzerOhneSchlag", .seeds = {}},
      .apply = &apply_no_black_capture,
  };
  return entry;
}

}  // namespace nightrider::conditions
