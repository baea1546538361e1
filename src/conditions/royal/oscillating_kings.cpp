#include "conditions/royal/oscillating_kings.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

OscillatingKings::Type type_of(std::string_view keyword, const std::vector<std::string>& arguments) {
  if (arguments.size() > 1)
    throw std::invalid_argument(std::string(keyword) + " takes one type at most (got " + arguments[1] + ")");
  if (arguments.empty() || lower_case(arguments[0]) == "typea") return OscillatingKings::Type::A;
  if (lower_case(arguments[0]) == "typeb") return OscillatingKings::Type::B;
  if (lower_case(arguments[0]) == "typec") return OscillatingKings::Type::C;
  throw std::invalid_argument(std::string(keyword) + " takes TypeA, TypeB or TypeC (got " + arguments[0] + ")");
}

}  // namespace

void OscillatingKings::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  const Colour mover = pos.side_to_move();
  if (mover != side_) return;
  const Square white_king = pos.king(Colour::White), black_king = pos.king(Colour::Black);
  if (white_king.is_none() || black_king.is_none()) return;
  switch (type_) {
    case Type::A:
      break;
    case Type::B:
      // The mover's own king attacked before the exchange: the move is illegal. Left where they are,
      // the kings make the check rule refuse it.
      if (rules.in_check(pos, mover)) return;
      break;
    case Type::C:
      if (!rules.in_check(pos, opposite(mover))) return;
      break;
  }
  const Piece white = pos.at(white_king), black = pos.at(black_king);
  pos.change(white_king, black, EffectReason::Exchange);
  pos.change(black_king, white, EffectReason::Exchange);
  // A king that leaves its square by the exchange loses its castling right, as one that moves.
  for (Square s : {white_king, black_king})
    if (pos.has_right(s)) pos.clear_right(s);
}

void apply_white_oscillating_kings(Rules& rules, const std::vector<std::string>& arguments) {
  const OscillatingKings::Type type = type_of("WhiteOscillatingKings", arguments);
  rules.claim("White's oscillating kings", "WhiteOscillatingKings");  // (one type per side)
  rules.add_module(std::make_unique<OscillatingKings>(Colour::White, type));
}

void apply_black_oscillating_kings(Rules& rules, const std::vector<std::string>& arguments) {
  const OscillatingKings::Type type = type_of("BlackOscillatingKings", arguments);
  rules.claim("Black's oscillating kings", "BlackOscillatingKings");
  rules.add_module(std::make_unique<OscillatingKings>(Colour::Black, type));
}

void apply_swapping_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("SwappingKings", arguments);
  rules.claim("White's oscillating kings", "SwappingKings");
  rules.claim("Black's oscillating kings", "SwappingKings");
  rules.add_module(std::make_unique<OscillatingKings>(Colour::White, OscillatingKings::Type::C));
  rules.add_module(std::make_unique<OscillatingKings>(Colour::Black, OscillatingKings::Type::C));
}

const ConditionEntry& white_oscillating_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteOscillatingKings",
                .fr = "BlancRoisOscillant",
                .de = "WeisseOszillierendeKoenige",
                .seeds = {}},
      .apply = &apply_white_oscillating_kings,
  };
  return entry;
}

const ConditionEntry& black_oscillating_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackOscillatingKings",
                .fr = "NoirRoisOscillant",
                .de = "SchwarzeOszillierendeKoenige",
                .seeds = {}},
      .apply = &apply_black_oscillating_kings,
  };
  return entry;
}

const ConditionEntry& swapping_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SwappingKings", .fr = "RoisEchanges", .de = "TauschKoenige", .seeds = {{"Swapping Kings", {}}}},
      .apply = &apply_swapping_kings,
  };
  return entry;
}

}  // namespace nightrider::conditions
