#include "solver/popeye_pieces.h"

#include <array>
#include <utility>

namespace nightrider::solver {
namespace {

constexpr std::array<std::pair<PieceKind, std::string_view>, 18> kCodes = {{
    {PieceKind::King, "K"},
    {PieceKind::Queen, "Q"},
    {PieceKind::Rook, "R"},
    {PieceKind::Bishop, "B"},
    {PieceKind::Knight, "S"},
    {PieceKind::Pawn, "P"},
    {PieceKind::Nightrider, "N"},
    {PieceKind::Grasshopper, "G"},
    {PieceKind::BerolinaPawn, "BP"},
    {PieceKind::Camel, "CA"},
    {PieceKind::Giraffe, "GI"},
    {PieceKind::Zebra, "Z"},
    {PieceKind::Lion, "LI"},
    {PieceKind::Leo, "LE"},
    {PieceKind::Moose, "M"},  // (German EL, Elch; French E)
    {PieceKind::Spiralspringer, "SS"},
    {PieceKind::Fersrider, "FR"},  // (French FS)
    {PieceKind::Orphan, "O"},
}};

}  // namespace

std::string popeye_code(PieceKind kind) {
  for (const auto& [k, code] : kCodes)
    if (k == kind) return std::string(code);
  return "?";
}

std::optional<PieceKind> kind_for_popeye_code(std::string_view code) {
  for (const auto& [k, c] : kCodes)
    if (c == code) return k;
  return std::nullopt;
}

}  // namespace nightrider::solver
