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
std::optional<int> generation_index(PieceKind kind, Square from, Square to) {
  const int df = to.file() - from.file();
  const int dr = to.rank() - from.rank();
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
      if (distance != 1) return std::nullopt;  // (castling is special)
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

std::optional<std::vector<int>> popeye_move_places(const std::vector<OrderedMove>& moves) {
  struct Keyed {
    int square, generation, promotion;
    size_t index;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) {
    const OrderedMove& m = moves[i];
    if (m.special) return std::nullopt;
    const std::optional<int> generation =
        m.exchange ? std::optional<int>(100 + m.to.rank() * 8 + m.to.file()) : generation_index(m.kind, m.from, m.to);
    if (!generation) return std::nullopt;
    keyed.push_back({m.from.rank() * 8 + m.from.file(), *generation, promotion_index(m.promotion), i});
  }
  // Units from a1 on; a unit's moves in the reverse of their generation; promotions in Popeye's order.
  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    return std::tie(a.square, b.generation, a.promotion) < std::tie(b.square, a.generation, b.promotion);
  });
  std::vector<int> places(moves.size());
  for (size_t place = 0; place < keyed.size(); ++place) places[keyed[place].index] = static_cast<int>(place);
  return places;
}

std::optional<std::vector<Move>> popeye_first_move_order(const Position& pos, std::vector<Move> moves) {
  std::vector<OrderedMove> read;
  read.reserve(moves.size());
  for (const Move& m : moves) {
    const bool exchange = m.kind == MoveKind::Swap;
    const bool special =
        m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep && m.kind != MoveKind::EnPassant && !exchange;
    read.push_back({pos.at(m.from).kind(), m.from, m.to, m.promotion, special, exchange});
  }
  const std::optional<std::vector<int>> places = popeye_move_places(read);
  if (!places) return std::nullopt;
  std::vector<Move> ordered(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) ordered[static_cast<size_t>((*places)[i])] = moves[i];
  return ordered;
}

}  // namespace nightrider::solver
