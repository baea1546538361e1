#include "conditions/turns/progressive.h"

#include <algorithm>
#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

int Progressive::moves_made(const Position& pos) const {
  return static_cast<int>((pos.rule_flags() >> first_flag_) & 0xFF);
}

int Progressive::series_length(const Position& pos) const {
  const int stored = static_cast<int>((pos.rule_flags() >> (first_flag_ + 8)) & 0xFF);
  if (stored != 0) return stored;
  const int turn = 2 * pos.fullmove_number() - (pos.side_to_move() == Colour::White ? 1 : 0);
  return std::clamp(turn, 1, 255);
}

void Progressive::set_state(Position& pos, int made, int length) const {
  const uint32_t value = static_cast<uint32_t>(made) | static_cast<uint32_t>(std::min(length, 255)) << 8;
  for (int bit = 0; bit < kFlags; ++bit) pos.set_rule_flag(first_flag_ + bit, (value >> bit) & 1);
}

void Progressive::after_move(Position& pos, const Rules& rules, const Move& m) const {
  // (The move is not ended yet: the side to move is the mover, the flags are the series' so far.)
  const Colour mover = pos.side_to_move();
  const int made_before = moves_made(pos), length = series_length(pos);
  const int made = made_before + 1;
  // A pawn that stepped twice earlier in the series, and has not moved since, stays open to en passant
  // (the square the move just played cleared, unless the move itself stepped twice).
  // Kept only where an enemy pawn could still take (so equal positions hash alike).
  if (made_before > 0 && m.kind != MoveKind::DoubleStep && pos.en_passant().is_none()) {
    const Square victim = pos.en_passant_victim_before();
    if (pos.en_passant_before().is_some() && victim != m.from && pos.at(victim).is_unit() &&
        pos.at(victim).colour() == mover && rules.def(pos.at(victim).kind()).pawn)
      rules.open_en_passant(pos, pos.en_passant_before(), pos.en_passant_also_before(), victim,
                            opposite(mover));
  }
  const bool ends = made >= length || rules.in_check(pos, opposite(mover));
  if (ends)
    set_state(pos, 0, length + 1);
  else
    set_state(pos, made, length);
}

bool Progressive::ends_turn(const Position& pos, const Rules&, const Move&) const {
  return moves_made(pos) == 0;
}

void apply_progressive(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Progressif", arguments);
  rules.claim("the order of turns", "Progressif");
  rules.claim("check", "Progressif", true);  // a check ends a series
  rules.add_module(std::make_unique<Progressive>(rules.reserve_flags("Progressif", Progressive::kFlags)));
}

const ConditionEntry& progressive_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Progressif", .fr = "Progressif", .de = "Progressif", .seeds = {{"Progressif", {}}}},
      .apply = &apply_progressive,
  };
  return entry;
}

}  // namespace nightrider::conditions
