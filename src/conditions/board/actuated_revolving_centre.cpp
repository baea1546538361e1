#include "conditions/board/actuated_revolving_centre.h"

#include <array>
#include <cstdlib>
#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {
namespace {

// The centre in the order its units go round: d4's to d5, d5's to e5, e5's to e4, e4's to d4.
constexpr std::array<Square, 4> kRevolvingCentre = {Square(3, 3), Square(3, 4), Square(4, 4), Square(4, 3)};

int revolving_centre_index(Square s) {
  for (int i = 0; i < 4; ++i)
    if (kRevolvingCentre[static_cast<size_t>(i)] == s) return i;
  return -1;
}

Square revolving_centre_square(int i) { return kRevolvingCentre[static_cast<size_t>(i & 3)]; }

}  // namespace

void ActuatedRevolvingCentre::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  if (revolving_centre_index(m.from) < 0 && revolving_centre_index(m.to) < 0) return;
  const EffectReason why = reason(ReasonRole::Transformation);
  // Each unit goes on to the next square, starting behind an empty one; with all four full, one unit
  // leaves the board for the while and comes back on its square.
  int empty = -1;
  for (int i = 0; i < 4 && empty < 0; ++i)
    if (pos.at(revolving_centre_square(i)).is_empty()) empty = i;
  Piece lifted;
  Square lifted_origin;
  if (empty < 0) {
    empty = 0;
    lifted = pos.at(revolving_centre_square(0));
    lifted_origin = pos.origin(revolving_centre_square(0));
    pos.remove(revolving_centre_square(0), why);
  }
  int to = empty;
  for (int k = 0; k < 3; ++k) {
    const int from = to + 3;  // (the square before `to`)
    if (!pos.at(revolving_centre_square(from)).is_empty())
      pos.relocate(revolving_centre_square(from), revolving_centre_square(to), why);
    to = from;
  }
  if (lifted.is_unit()) pos.add(revolving_centre_square(1), lifted, why, lifted_origin);
  // A pawn that has just stepped twice onto the centre is taken en passant where the turn took it (kept
  // only where an enemy pawn could take after the turn, as after any double step).
  const int arrival = revolving_centre_index(m.to);
  if (m.kind == MoveKind::DoubleStep && arrival >= 0 && std::abs(m.to.rank() - m.from.rank()) == 2 &&
      rules.params().en_passant) {
    pos.set_move_en_passant(Square::none(), Square::none());
    rules.open_en_passant(pos, Square(m.from.file(), (m.from.rank() + m.to.rank()) / 2), Square::none(),
                          revolving_centre_square(arrival + 1), opposite(pos.side_to_move()));
  }
}

void apply_actuated_revolving_centre(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ActuatedRevolvingCentre", arguments);
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("ActuatedRevolvingCentre needs the 8x8 board");
  rules.add_module(std::make_unique<ActuatedRevolvingCentre>());
}

const ConditionEntry& actuated_revolving_centre_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ActuatedRevolvingCentre",
                .fr = "ActuatedRevolvingCentre",
                .de = "ActuatedRevolvingCentre",
                .seeds = {}},
      .apply = &apply_actuated_revolving_centre,
      // After the Circe family's rebirths and Andernach's change, as in Popeye (the centre turns last:
      // `Qe5*d5[wQd5->d1]` under AntiCirce).
      .order = 4,
  };
  return entry;
}

}  // namespace nightrider::conditions
