#include "conditions/obligations/dister.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/obligations/side_measure.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

std::array<Square, 2> Dister::reference_squares(const Position& pos) const {
  std::array<Square, 2> at{Square::none(), Square::none()};
  pos.occupied().for_each([&](Square s) {
    for (size_t i = 0; i < 2; ++i)
      if (!pos.at(s).is_hole() && pos.origin(s) == references_[i]) at[i] = s;
  });
  return at;
}

int Dister::preference(const std::array<Square, 2>& at, const Move& m) const {
  if (m.kind == MoveKind::Null) return 0;
  const Square taken = m.kind == MoveKind::EnPassant                    ? m.aux_square()
                       : m.is_capture() || m.kind == MoveKind::Kamikaze ? m.to
                                                                        : Square::none();
  std::array<Square, 2> after = at;
  for (size_t i = 0; i < 2; ++i) {
    if (at[i] == m.from) after[i] = m.to;
    if (taken.is_some() && at[i] == taken) after[i] = Square::none();
  }
  if (!after[0].is_some() || !after[1].is_some()) return 0;
  const int df = after[0].file() - after[1].file(), dr = after[0].rank() - after[1].rank();
  const int distance = df * df + dr * dr;
  return closest_ ? 1000 - distance : distance;
}

void Dister::restrict(Position& pos, const Rules&, MoveList& moves) const {
  if (pos.side_to_move() != side_ || moves.size() == 0) return;
  const std::array<Square, 2> at = reference_squares(pos);
  int best = -1;
  for (const Move& m : moves) best = std::max(best, preference(at, m));
  keep_moves(moves, [&](const Move& m) { return preference(at, m) == best; });
}

namespace {

void apply_dister(Rules& rules, Colour side, bool closest, const char* keyword,
                  const std::vector<std::string>& arguments) {
  rules.exclude(kCapabilityMoverGoesOn, keyword,
                "the arrival of a move whose unit goes on from its arrival square is not supported yet");
  const std::vector<Square> squares = square_list_arguments(keyword, arguments, rules.geometry(), false);
  if (squares.size() != 2 || squares[0] == squares[1])
    throw std::invalid_argument(std::string(keyword) + " needs two different reference squares");
  rules.claim(side == Colour::White ? "White's obligation" : "Black's obligation", keyword);
  rules.add_module(std::make_unique<Dister>(side, closest, std::array<Square, 2>{squares[0], squares[1]}));
}

}  // namespace

void apply_white_max_dister(Rules& rules, const std::vector<std::string>& arguments) {
  apply_dister(rules, Colour::White, false, "WhiteMaxDister", arguments);
}
void apply_black_max_dister(Rules& rules, const std::vector<std::string>& arguments) {
  apply_dister(rules, Colour::Black, false, "BlackMaxDister", arguments);
}
void apply_white_min_dister(Rules& rules, const std::vector<std::string>& arguments) {
  apply_dister(rules, Colour::White, true, "WhiteMinDister", arguments);
}
void apply_black_min_dister(Rules& rules, const std::vector<std::string>& arguments) {
  apply_dister(rules, Colour::Black, true, "BlackMinDister", arguments);
}

const ConditionEntry& white_max_dister_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteMaxDister", .fr = "BlancMaxDister", .de = "WeisserMaxDister", .seeds = {}},
      .apply = &apply_white_max_dister,
  };
  return entry;
}

const ConditionEntry& black_max_dister_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackMaxDister", .fr = "NoirMaxDister", .de = "SchwarzerMaxDister", .seeds = {}},
      .apply = &apply_black_max_dister,
  };
  return entry;
}

const ConditionEntry& white_min_dister_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteMinDister", .fr = "BlancMinDister", .de = "WeisserMinDister", .seeds = {}},
      .apply = &apply_white_min_dister,
  };
  return entry;
}

const ConditionEntry& black_min_dister_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackMinDister", .fr = "NoirMinDister", .de = "SchwarzerMinDister", .seeds = {}},
      .apply = &apply_black_min_dister,
  };
  return entry;
}

}  // namespace nightrider::conditions
