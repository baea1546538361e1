#include "solver/popeye_move_order.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iterator>
#include <string_view>
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
std::optional<int> generation_index(PieceKind kind, Square from, Square to, bool en_passant,
                                    PopeyeGenerator generator) {
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
      if (generator == PopeyeGenerator::Mating) {
        // En passant to the right, to the left; the steps forward; the captures to the left, the right.
        if (en_passant) return df == 1 ? 0 : 1;
        if (df == 0) return std::abs(dr) == 1 ? 2 : 3;
        return df == -1 ? 4 : 5;
      }
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

std::optional<std::vector<int>> popeye_move_places(const std::vector<OrderedMove>& moves,
                                                   PopeyeGenerator generator) {
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
        m.exchange ? std::optional<int>(100 + m.to.rank() * 8 + m.to.file())
                   : generation_index(m.kind, m.from, m.to, m.en_passant, generator);
    if (!generation) return std::nullopt;
    if (m.exchange && generator == PopeyeGenerator::Mating) return std::nullopt;
    const int square = m.from.rank() * 8 + m.from.file();
    keyed.push_back({generator == PopeyeGenerator::Mating ? 63 - square : square, *generation,
                     promotion_index(m.promotion), i});
  }
  // Units from a1 on (mating generator: from h8 back); a unit's moves in the reverse of their
  // generation; promotions in Popeye's order.
  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    return std::tie(a.square, b.generation, a.promotion) < std::tie(b.square, a.generation, b.promotion);
  });
  std::vector<int> places(moves.size());
  for (size_t place = 0; place < keyed.size(); ++place) places[keyed[place].index] = static_cast<int>(place);
  return places;
}

std::optional<std::vector<Move>> popeye_first_move_order(const Position& pos, std::vector<Move> moves) {
  return popeye_move_order(pos, std::move(moves), PopeyeGenerator::Normal);
}

std::optional<std::vector<Move>> popeye_move_order(const Position& pos, std::vector<Move> moves,
                                                   PopeyeGenerator generator) {
  std::vector<OrderedMove> read;
  read.reserve(moves.size());
  for (const Move& m : moves) {
    const bool exchange = m.kind == MoveKind::Swap;
    const bool special = m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep &&
                         m.kind != MoveKind::EnPassant && !exchange;
    read.push_back(
        {pos.at(m.from).kind(), m.from, m.to, m.promotion, special, exchange, m.kind == MoveKind::EnPassant});
  }
  const std::optional<std::vector<int>> places = popeye_move_places(read, generator);
  if (!places) return std::nullopt;
  std::vector<Move> ordered(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) ordered[static_cast<size_t>((*places)[i])] = moves[i];
  return ordered;
}

bool popeye_tries_mates_by_checks(const ProblemTwin& twin) {
  const Stipulation& stip = twin.stipulation;
  if (stip.goal != Goal::Mate && stip.goal != Goal::Check && stip.goal != Goal::DoubleMate) return false;
  if (stip.play != Play::Direct && stip.play != Play::Help) return false;
  if (!stip.other_play.empty() || stip.reci_goal) return false;
  for (const Unit& unit : twin.units) {
    if (!unit.attributes.empty() || unit.colour == UnitColour::Neutral) return false;
    if (unit.kind != "K" && unit.kind != "Q" && unit.kind != "R" && unit.kind != "B" && unit.kind != "S" &&
        unit.kind != "P")
      return false;
  }
  // Conditions with which Popeye keeps the generator (none of its exceptions), read in its sources.
  static constexpr std::string_view kKeeping[] = {"Circe", "MAFF", "Masand", "NoCapture"};
  for (const ConditionSpec& condition : twin.conditions) {
    const bool keeping =
        std::find(std::begin(kKeeping), std::end(kKeeping), condition.name) != std::end(kKeeping);
    if (!keeping || !condition.arguments.empty()) return false;
  }
  return true;
}

}  // namespace nightrider::solver
