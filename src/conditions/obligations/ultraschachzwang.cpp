#include "conditions/obligations/ultraschachzwang.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

void UltraSchachZwang::restrict(Position& pos, const Rules& rules, MoveList& moves) const {
  if (pos.side_to_move() != side_) return;
  size_t kept = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    if (rules.gives_check(pos, moves[i])) moves[kept++] = moves[i];
  moves.truncate(kept);
}

std::optional<bool> UltraSchachZwang::immobile(Position& pos, const Rules& rules) const {
  // (In check: mate asks for any legal move, the obligation aside.)
  if (pos.side_to_move() != side_ || rules.in_check(pos, side_)) return std::nullopt;
  MoveList checks;
  rules.generate_checks(pos, checks);
  return checks.empty();
}

void apply_white_ultraschachzwang(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteUltraSchachZwang", arguments);
  rules.add_module(std::make_unique<UltraSchachZwang>(Colour::White));
}

void apply_black_ultraschachzwang(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackUltraSchachZwang", arguments);
  rules.add_module(std::make_unique<UltraSchachZwang>(Colour::Black));
}

const ConditionEntry& white_ultraschachzwang_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteUltraSchachZwang",
                .fr = "BlancUltraSchachZwang",
                .de = "WeisserUltraSchachZwang",
                .seeds = {}},
      .apply = &apply_white_ultraschachzwang,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

const ConditionEntry& black_ultraschachzwang_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackUltraSchachZwang",
                .fr = "NoirUltraSchachZwang",
                .de = "SchwarzerUltraSchachZwang",
                .seeds = {}},
      .apply = &apply_black_ultraschachzwang,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
