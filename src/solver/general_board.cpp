#include "solver/general_board.h"

#include "solver/popeye_pieces.h"

namespace nightrider::solver {

std::string GeneralBoard::text(const MoveT& m) {
  if (m.kind == MoveKind::Castle) return m.to.file() > m.from.file() ? "0-0" : "0-0-0";
  auto square = [](Square s) {
    std::string t;
    t += static_cast<char>('a' + s.file());
    t += std::to_string(s.rank() + 1);
    return t;
  };
  const Piece mover = pos_.at(m.from);
  std::string out;
  if (mover.kind() != PieceKind::Pawn) out += popeye_code(mover.kind());
  out += square(m.from);
  out += m.is_capture() ? '*' : '-';
  out += square(m.to);
  if (m.promotion != PieceKind::None) {
    out += '=';
    out += popeye_code(m.promotion);
  }
  if (m.kind == MoveKind::EnPassant) out += " ep.";
  // Side effects, as Popeye writes them: a unit added (a rebirth) "[+bRh8]".
  rules_.play(pos_, m);
  for (const Effect& e : pos_.last_side_effects()) {
    if (e.kind != EffectKind::Add) continue;
    out += "[+";
    out += e.piece.colour() == Colour::White ? 'w' : e.piece.colour() == Colour::Black ? 'b' : 'n';
    out += popeye_code(e.piece.kind());
    out += square(e.from);
    out += ']';
  }
  pos_.undo_move();
  return out;
}

}  // namespace nightrider::solver
