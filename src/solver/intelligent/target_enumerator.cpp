// The enumeration's board and its start (target_enumerator.h).
#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

namespace {
struct EnoughTargets {};  // thrown when the caller wants no more targets
}  // namespace

void enumerate_stalemate_targets(const EnumerationInput& input, const TargetFound& found) {
  TargetEnumerator enumerator(input, found);
  try {
    enumerator.run();
  } catch (const EnoughTargets&) {
  }
}

void enumerate_mate_targets(const EnumerationInput& input, const MateTargetFound& found) {
  TargetEnumerator enumerator(input, found);
  try {
    enumerator.run();
  } catch (const EnoughTargets&) {
  }
}

TargetEnumerator::TargetEnumerator(const EnumerationInput& input, const MateTargetFound& found)
    : TargetEnumerator(input, TargetFound{}) {
  found_ = nullptr;
  found_mate_ = &found;
  mate_ = true;
}

TargetEnumerator::TargetEnumerator(const EnumerationInput& input, const TargetFound& found)
    : found_(&found), nr_input_units_(input.units.size()) {
  for (int sq : kBoardOrder) {
    const int index = to_index64(sq);
    board_[static_cast<size_t>(sq)].walk = (input.holes >> index) & 1 ? Walk::Invalid : Walk::Empty;
  }
  for (int s = 0; s < 2; ++s)
    for (int c = 0; c < 2; ++c) castling_[s][c] = input.castling[s][c];
  test_castling_ = castling_[0][0] || castling_[0][1] || castling_[1][0] || castling_[1][1];
  moves_left_[0] = static_cast<uint32_t>(input.white_moves);
  moves_left_[1] = static_cast<uint32_t>(input.black_moves);
  // The units: each side's king first (index 0), then its other units in board order.
  white_.push_back(Unit{Walk::King, 0, Usage::Missing, -1});
  black_.push_back(Unit{Walk::King, 0, Usage::King, -1});
  for (int sq : kBoardOrder)
    for (size_t i = 0; i < input.units.size(); ++i) {
      const DiagramUnit& u = input.units[i];
      if (from_index64(u.square) != sq) continue;
      const Unit unit{u.walk, sq, Usage::Unused, static_cast<int>(i)};
      std::vector<Unit>& side = u.side == Side::White ? white_ : black_;
      if (u.walk == Walk::King)
        side[0] = unit, side[0].usage = u.side == Side::White ? Usage::Unused : Usage::King;
      else
        side.push_back(unit);
    }
  // (Popeye measures a white pawn's way to promotion on the diagram, with the diagram's units on it.)
  for (const DiagramUnit& u : input.units) {
    Cell& cell = board_[static_cast<size_t>(from_index64(u.square))];
    cell.walk = u.walk;
    cell.side = u.side;
  }
  for (unsigned i = 1; i < white_.size(); ++i)
    if (white_[i].walk == Walk::Pawn)
      moves_to_white_promotion_[i] = moves_to_white_promotion(white_[i].diagram_square);
  for (const DiagramUnit& u : input.units) {
    Cell& cell = board_[static_cast<size_t>(from_index64(u.square))];
    cell.walk = Walk::Empty;
    cell.side = Side::None;
  }
}

void TargetEnumerator::occupy(int sq, Walk walk, Side side, int unit) {
  Cell& cell = board_[static_cast<size_t>(sq)];
  cell.walk = walk;
  cell.side = side;
  cell.unit = static_cast<int8_t>(unit);
}

void TargetEnumerator::vacate(int sq) { board_[static_cast<size_t>(sq)] = Cell{Walk::Empty, Side::None, -1}; }

void TargetEnumerator::block(int sq) {
  board_[static_cast<size_t>(sq)] = Cell{Walk::Invalid, Side::None, -1};
}

bool TargetEnumerator::line_empty(int from, int to, int dir) const {
  for (int s = from + dir; s != to; s += dir)
    if (!empty(s)) return false;
  return true;
}

void TargetEnumerator::keep_line_open(int from, int to, int dir, int delta) {
  for (int s = from + dir; s != to; s += dir) reasons_empty(s) += delta;
}

// Popeye's is_square_observed_ortho for White, en passant aside (the enumeration has none).
bool TargetEnumerator::observed_by_white(int sq) const {
  auto white_walk = [&](int s, Walk w) { return on_board(s) && walk_on(s) == w && is_side(s, Side::White); };
  for (int k = kQueenFirst; k <= kQueenLast; ++k)
    if (white_walk(sq + kVec[static_cast<size_t>(k)], Walk::King)) return true;
  if (rank_of(sq) >= 2 &&
      (white_walk(sq - (kUp + kRight), Walk::Pawn) || white_walk(sq - (kUp + kLeft), Walk::Pawn)))
    return true;
  for (int k = kKnightFirst; k <= kKnightLast; ++k)
    if (white_walk(sq + kVec[static_cast<size_t>(k)], Walk::Knight)) return true;
  for (int k = kQueenFirst; k <= kQueenLast; ++k) {
    const int dir = kVec[static_cast<size_t>(k)];
    int s = sq + dir;
    while (on_board(s) && empty(s)) s += dir;
    if (!on_board(s) || !is_side(s, Side::White)) continue;
    const Walk w = walk_on(s);
    if (w == Walk::Queen || w == (k <= kRookLast ? Walk::Rook : Walk::Bishop)) return true;
  }
  return false;
}

// Popeye's is_square_uninterceptably_observed_ortho for Black: a black unit next to `sq` (or a leap
// away) that attacks it; non-zero when there is one.
int TargetEnumerator::uninterceptably_observed_by_black(int sq) const {
  auto black_walk = [&](int s, Walk w) { return on_board(s) && walk_on(s) == w && is_side(s, Side::Black); };
  for (int k = kQueenFirst; k <= kQueenLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::King)) return k;
  if (rank_of(sq) <= 5) {
    if (black_walk(sq - (kDown + kRight), Walk::Pawn)) return 5;
    if (black_walk(sq - (kDown + kLeft), Walk::Pawn)) return 6;
  }
  for (int k = kKnightFirst; k <= kKnightLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::Knight)) return k;
  for (int k = kRookFirst; k <= kRookLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::Rook)) return k;
  for (int k = kBishopFirst; k <= kBishopLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::Bishop)) return k;
  for (int k = kQueenFirst; k <= kQueenLast; ++k)
    if (black_walk(sq + kVec[static_cast<size_t>(k)], Walk::Queen)) return k;
  return 0;
}

bool TargetEnumerator::black_pawn_attacks_king(int from) const {
  if (king_square_[0] == 0) return false;
  const int diff = king_square_[0] - from;
  return diff == kDown + kRight || diff == kDown + kLeft;
}

// Popeye's solve_target_position: every unit on the board is where the target wants it.
void TargetEnumerator::report_target() {
  MateTarget target;
  target.units.resize(nr_input_units_);
  for (int sq : kBoardOrder) {
    if (reasons_empty(sq) > 0) target.reserved |= uint64_t{1} << to_index64(sq);
    const Cell& cell = board_[static_cast<size_t>(sq)];
    if (cell.walk == Walk::Empty || cell.walk == Walk::Invalid || cell.unit < 0) continue;
    const Unit& unit = cell.side == Side::White ? white_[static_cast<size_t>(cell.unit)]
                                                : black_[static_cast<size_t>(cell.unit)];
    if (unit.input_index < 0) continue;
    target.units[static_cast<size_t>(unit.input_index)] =
        TargetUnit{cell.walk, to_index64(sq), cell.side == Side::White && unit.usage == Usage::GivesCheck};
  }
  if (found_mate_ != nullptr ? !(*found_mate_)(target) : !(*found_)(target.units)) throw EnoughTargets{};
}

void TargetEnumerator::run() {
  if (black_[0].input_index < 0) return;  // no black king: Popeye's enumeration does nothing
  reserve_.clear();
  reserve_.push_back(
      Budget{{moves_left_[0], moves_left_[1]},
             {static_cast<uint32_t>(white_.size()), static_cast<uint32_t>(black_.size()) - 1}});
  guarder_ = 0;
  start_black_placements_ = kSquareA1;
  place_black_king();
}

}  // namespace nightrider::solver::intelligent
