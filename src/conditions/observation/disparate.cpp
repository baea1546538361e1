#include "conditions/observation/disparate.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The marker, written in the FEN as two squares of the board (the move marker's form): the kind k and
// the side that moved it as the square (4 x side + k / 56, rank 8) and the square (k mod 8, (k div 8)
// mod 7) of ranks 1 to 7, so the two never meet; 0: no move to follow.
static_assert(kPieceKindCount <= 4 * 56, "a kind must fit the two squares of the marker");
uint16_t disparate_marker(PieceKind kind, Colour side) {
  const int k = static_cast<int>(kind);
  const Square first((side == Colour::Black ? 4 : 0) + k / 56, 7), second(k % 8, (k / 8) % 7);
  return static_cast<uint16_t>(first.index() << 8 | second.index());
}

// Is a unit of `side` on `from` barred by the move just played (a unit of its kind, moved by the other
// side)?
bool disparate_barred(const Position& pos, Square from, Colour side) {
  const uint16_t marker = pos.move_marker();
  if (marker == 0) return false;
  const Square first = Square::from_index(marker >> 8), second = Square::from_index(marker & 0xFF);
  const Colour mover = first.file() >= 4 ? Colour::Black : Colour::White;
  const int kind = (first.file() % 4) * 56 + second.rank() * 8 + second.file();
  const Piece p = pos.at(from);
  return side != mover && p.is_unit() && static_cast<int>(p.kind()) == kind;
}

}  // namespace

bool Disparate::admits(const Position& pos, const Rules&, const Move& m) const {
  return m.kind == MoveKind::Null || !disparate_barred(pos, m.from, pos.side_to_move());
}

void Disparate::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // The unit as it moved (a pawn that promotes moved as a pawn): the relocation from its square.
  for (const Effect& e : pos.last_effects())
    if (e.kind == EffectKind::Relocate && e.from == m.from && e.piece.is_unit()) {
      pos.set_move_marker(disparate_marker(e.piece.kind(), pos.side_to_move()));
      return;
    }
}

bool Disparate::observation_allowed(const Position& pos, const Rules&, const Observation& o) const {
  return !disparate_barred(pos, o.from, o.by);
}

void apply_disparate(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Disparate", arguments);
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("Disparate needs the 8x8 board");
  rules.claim("the move marker", "Disparate");
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<Disparate>());
}

const ConditionEntry& disparate_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Disparate", .fr = "Disparate", .de = "Disparate", .seeds = {}},
      .apply = &apply_disparate,
      // (It only forbids moves and observations: every move it allows is a move of chess.)
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
