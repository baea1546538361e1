#include "solver/popeye_pieces.h"

#include "pieces/piece_def.h"

namespace nightrider::solver {

std::string popeye_code(PieceKind kind) {
  const std::string_view code = builtin_piece(kind).popeye_code;
  return code.empty() ? "?" : std::string(code);
}

std::optional<PieceKind> kind_for_popeye_code(std::string_view code) { return nightrider::kind_for_popeye_code(code); }

}  // namespace nightrider::solver
