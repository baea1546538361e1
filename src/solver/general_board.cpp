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
  return out;
}

}  // namespace nightrider::solver
