#include "conditions/material/singlebox.h"

#include <array>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The orthodox game array's men of one side, by kind.
constexpr std::array<std::pair<PieceKind, int>, 6> kBox = {{{PieceKind::King, 1},
                                                            {PieceKind::Queen, 1},
                                                            {PieceKind::Rook, 2},
                                                            {PieceKind::Bishop, 2},
                                                            {PieceKind::Knight, 2},
                                                            {PieceKind::Pawn, 8}}};

// How many units of each box kind `side` has on the board (kBox's order).
std::array<int, kBox.size()> singlebox_counts(const Position& pos, Colour side) {
  std::array<int, kBox.size()> counts{};
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || p.colour() != side) continue;
    for (size_t i = 0; i < kBox.size(); ++i)
      if (kBox[i].first == p.kind()) ++counts[i];
  }
  return counts;
}

}  // namespace

bool SingleBox::legal_after(const Position& pos, const Rules&, Colour) const {
  for (Colour side : {Colour::White, Colour::Black}) {
    const auto counts = singlebox_counts(pos, side);
    for (size_t i = 0; i < kBox.size(); ++i)
      if (counts[i] > kBox[i].second) return false;
  }
  return true;
}

bool SingleBox::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  // A pawn's capture onto its last rank is a promotion: it checks only if a kind is left in the box.
  const Piece observer = pos.at(o.from);
  if (!observer.is_unit() || !rules.def(observer.kind()).pawn) return true;
  if (pos.geometry().relative_rank(o.target, o.by) != pos.geometry().height() - 1) return true;
  const auto counts = singlebox_counts(pos, o.by);
  for (PieceKind kind : rules.params().promotion_kinds)
    for (size_t i = 0; i < kBox.size(); ++i)
      if (kBox[i].first == kind && counts[i] < kBox[i].second) return true;
  return false;
}

void apply_singlebox(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.size() > 1) throw std::invalid_argument("SingleBox takes one type at most");
  if (!arguments.empty()) {
    const std::string type = lower_case(arguments.front());
    if (type == "type2" || type == "type3")
      throw std::invalid_argument("SingleBox " + arguments.front() + " is not supported yet");
    if (type != "type1") throw std::invalid_argument("SingleBox " + arguments.front() + ": Type1, Type2 or Type3 was expected");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("SingleBox needs the 8x8 board");
  rules.add_module(std::make_unique<SingleBox>());
}

const ConditionEntry& singlebox_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SingleBox", .fr = "SingleBox", .de = "NurPartiesatzSteine", .seeds = {}},
      .apply = &apply_singlebox,
  };
  return entry;
}

}  // namespace nightrider::conditions
