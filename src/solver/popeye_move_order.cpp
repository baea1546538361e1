#include "solver/popeye_move_order.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <tuple>

namespace nightrider::solver {
namespace {

struct Step {
  int df, dr;
};

// Popeye's vector table, in its order: the rook's lines, then the bishop's, then the knight's leaps.
constexpr std::array<Step, 8> kLines = {
    {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}}};
constexpr std::array<Step, 8> kKnightLeaps = {
    {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}};

// The place of the move among its unit's generated moves (nullopt: a move Popeye's walk would not
// make in this way).
std::optional<int> generation_index(PieceKind kind, const Move& m) {
  const int df = m.to.file() - m.from.file();
  const int dr = m.to.rank() - m.from.rank();
  const int distance = std::max(std::abs(df), std::abs(dr));
  if (distance == 0) return std::nullopt;
  auto line_index = [&](int first, int last) -> std::optional<int> {
    if (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)) return std::nullopt;
    const Step unit{df / distance, dr / distance};
    for (int i = first; i <= last; ++i)
      if (kLines[i].df == unit.df && kLines[i].dr == unit.dr) return i * 8 + distance - 1;
    return std::nullopt;
  };
  switch (kind) {
    case PieceKind::King:
      if (m.kind == MoveKind::Castle || distance != 1) return std::nullopt;
      return line_index(0, 7);
    case PieceKind::Queen:
      return line_index(0, 7);
    case PieceKind::Rook:
      return line_index(0, 3);
    case PieceKind::Bishop:
      return line_index(4, 7);
    case PieceKind::Knight:
      for (int i = 0; i < 8; ++i)
        if (kKnightLeaps[i].df == df && kKnightLeaps[i].dr == dr) return i;
      return std::nullopt;
    case PieceKind::Pawn:
      // Captures to the left and to the right (a1 side first), then the steps forward.
      if (df == -1) return 0;
      if (df == 1) return 1;
      return std::abs(dr) == 1 ? 2 : 3;
    default:
      return std::nullopt;
  }
}

int promotion_index(PieceKind kind) {
  switch (kind) {
    case PieceKind::Queen:
      return 0;
    case PieceKind::Knight:
      return 1;
    case PieceKind::Rook:
      return 2;
    case PieceKind::Bishop:
      return 3;
    default:
      return 4;
  }
}

}  // namespace

std::optional<std::vector<Move>> popeye_first_move_order(const Position& pos, std::vector<Move> moves) {
  struct Keyed {
    int square, generation, promotion;
    Move move;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(moves.size());
  for (const Move& m : moves) {
    if (m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep && m.kind != MoveKind::EnPassant)
      return std::nullopt;
    const std::optional<int> generation = generation_index(pos.at(m.from).kind(), m);
    if (!generation) return std::nullopt;
    keyed.push_back({m.from.rank() * 8 + m.from.file(), *generation, promotion_index(m.promotion), m});
  }
  // Units from a1 on; a unit's moves in the reverse of their generation; promotions in Popeye's order.
  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    return std::tie(a.square, b.generation, a.promotion) < std::tie(b.square, a.generation, b.promotion);
  });
  for (size_t i = 0; i < keyed.size(); ++i) moves[i] = keyed[i].move;
  return moves;
}

}  // namespace nightrider::solver
