// Placing one unit of the target and what that placement asks for at once: a white king checked by a
// black line gets the check closed, a white rider that would guard a flight it is not meant to guard
// gets its line closed, a black rider checking the white king likewise, and a black unit is pinned
// where the target wants it so (Popeye's place_white_king.c, place_white_piece.c, place_black_piece.c,
// intercept_check_by_black.c, intercept_guard_by_white.c and pin_black_piece.c; rules rewritten).
#include "solver/intelligent/target_enumerator.h"

namespace nightrider::solver::intelligent {

// ----- the white king

bool TargetEnumerator::black_line_checks_white_king(int dir) const {
  int s = king_square_[0] - dir;
  if (!on_board(s)) return false;
  const bool diagonal = same_colour(s, king_square_[0]);
  while (empty(s)) s -= dir;
  if (!is_side(s, Side::Black)) return false;
  const Walk w = walk_on(s);
  return w == Walk::Queen || w == (diagonal ? Walk::Bishop : Walk::Rook);
}

void TargetEnumerator::place_white_king(int square, const Next& go_on) {
  if (distance2(square, king_square_[1]) < 9 || uninterceptably_observed_by_black(square) != 0 ||
      !reserve_king_moves(Side::White,
                          static_cast<uint32_t>(white_king_moves(white_[0].diagram_square, square))))
    return;
  king_square_[0] = square;
  occupy(square, Walk::King, Side::White, 0);
  intercept_king_checks_from(kQueenFirst - 1, go_on);
  king_square_[0] = 0;
  vacate(square);
  unreserve();
}

// The checks of the white king by black lines, in the order of Popeye's vectors, each closed in turn.
void TargetEnumerator::intercept_king_checks_from(int direction_index, const Next& go_on) {
  int d = direction_index + 1;
  while (d <= kQueenLast && !black_line_checks_white_king(kVec[static_cast<size_t>(d)])) ++d;
  if (d > kQueenLast) {
    go_on();
    return;
  }
  intercept_check_by_black(kVec[static_cast<size_t>(d)],
                           [this, d, &go_on] { intercept_king_checks_from(d, go_on); });
}

// A check of the white king along `dir` (from the checker towards the king) closed by a black unit,
// then by a white one, on each empty square between them from the king outwards.
void TargetEnumerator::intercept_check_by_black(int dir, const Next& go_on) {
  if (reserve_masses(Side::Black, 1)) {
    const int start = king_square_[0] - dir;
    const bool diagonal = same_colour(king_square_[0], start);
    for (int s = start; empty(s); s -= dir) {
      if (reasons_empty(s) != 0 || start_black_placements_ > s) continue;
      for (unsigned i = 1; i < black_.size(); ++i) {
        if (black_[i].usage != Usage::Unused) continue;
        black_[i].usage = Usage::Intercepts;
        switch (black_[i].walk) {
          case Walk::Pawn:
            if (promoted_black_pawn_may_reach(i, s))
              for (Walk walk : kPromotions) {
                if (walk == Walk::Rook && diagonal) place_promoted_black_rider(i, Walk::Rook, s, go_on);
                if (walk == Walk::Bishop && !diagonal) place_promoted_black_rider(i, Walk::Bishop, s, go_on);
                if (walk == Walk::Knight) place_promoted_black_knight(i, s, go_on);
              }
            if (!base_or_promotion_row(s)) place_unpromoted_black_pawn(i, s, go_on);
            break;
          case Walk::Rook:
            if (diagonal) place_black_rider(i, s, go_on);
            break;
          case Walk::Bishop:
            if (!diagonal) place_black_rider(i, s, go_on);
            break;
          case Walk::Knight:
            place_black_knight(i, s, go_on);
            break;
          default:
            break;
        }
        black_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
  if (reserve_masses(Side::White, 1)) {
    for (int s = king_square_[0] - dir; empty(s); s -= dir) {
      if (reasons_empty(s) != 0) continue;
      for (unsigned i = 1; i < white_.size(); ++i) {
        if (white_[i].usage != Usage::Unused) continue;
        white_[i].usage = Usage::Intercepts;
        place_white_piece(i, s, go_on);
        white_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
}

// ----- white units

void TargetEnumerator::place_white_piece(unsigned index, int square, const Next& go_on) {
  switch (white_[index].walk) {
    case Walk::Queen:
      place_white_queen(index, square, go_on);
      break;
    case Walk::Rook:
    case Walk::Bishop:
      place_white_rider(index, square, go_on);
      break;
    case Walk::Knight:
      place_white_knight(index, square, go_on);
      break;
    case Walk::Pawn:
      place_unpromoted_white_pawn(index, square, go_on);
      place_promoted_white_pawn(index, square, go_on);
      break;
    default:
      break;
  }
}

void TargetEnumerator::place_unpromoted_white_pawn(unsigned index, int square, const Next& go_on) {
  if (base_or_promotion_row(square) ||
      guard_dirs_[static_cast<size_t>(Walk::Pawn)][static_cast<size_t>(square)].dir >=
          kGuardUninterceptable ||
      !reserve_white_pawn_moves(white_[index].diagram_square, square))
    return;
  occupy(square, Walk::Pawn, Side::White, static_cast<int>(index));
  go_on();
  unreserve();
}

void TargetEnumerator::place_promoted_white_rider(Walk walk, unsigned index, int square, const Next& go_on) {
  const GuardDir g = guard_dirs_[static_cast<size_t>(walk)][static_cast<size_t>(square)];
  if (g.dir >= kGuardUninterceptable ||
      !reserve_promoting_white_pawn(white_[index].diagram_square, walk, square))
    return;
  occupy(square, walk, Side::White, static_cast<int>(index));
  if (g.dir == 0 || is_side(g.target, Side::Black) || !line_empty(square, g.target, g.dir))
    go_on();
  else
    intercept_guard_by_white(g.target, g.dir, go_on);
  unreserve();
}

void TargetEnumerator::place_promoted_white_knight(unsigned index, int square, const Next& go_on) {
  if (guard_dirs_[static_cast<size_t>(Walk::Knight)][static_cast<size_t>(square)].dir >=
          kGuardUninterceptable ||
      !reserve_promoting_white_pawn(white_[index].diagram_square, Walk::Knight, square))
    return;
  occupy(square, Walk::Knight, Side::White, static_cast<int>(index));
  go_on();
  unreserve();
}

void TargetEnumerator::place_promoted_white_pawn(unsigned index, int square, const Next& go_on) {
  if (!promoted_white_pawn_may_reach(index, square)) return;
  for (Walk walk : kPromotions)
    if (walk == Walk::Knight)
      place_promoted_white_knight(index, square, go_on);
    else
      place_promoted_white_rider(walk, index, square, go_on);
}

// A queen's two lines: the straight one's guard closed first, then the diagonal one's.
void TargetEnumerator::place_white_queen(unsigned index, int square, const Next& go_on) {
  const GuardDir straight = guard_dirs_[static_cast<size_t>(Walk::Rook)][static_cast<size_t>(square)];
  const GuardDir diagonal = guard_dirs_[static_cast<size_t>(Walk::Bishop)][static_cast<size_t>(square)];
  if (straight.dir >= kGuardUninterceptable || diagonal.dir >= kGuardUninterceptable ||
      !reserve_officer_moves(Side::White, white_[index].diagram_square, white_[index].walk, square))
    return;
  occupy(square, white_[index].walk, Side::White, static_cast<int>(index));
  const Next close_diagonal = [this, square, &go_on] {
    const GuardDir d = guard_dirs_[static_cast<size_t>(Walk::Bishop)][static_cast<size_t>(square)];
    if (d.dir == 0 || is_side(d.target, Side::Black) || !line_empty(square, d.target, d.dir))
      go_on();
    else
      intercept_guard_by_white(d.target, d.dir, go_on);
  };
  if (straight.dir == 0 || is_side(straight.target, Side::Black) ||
      !line_empty(square, straight.target, straight.dir))
    close_diagonal();
  else
    intercept_guard_by_white(straight.target, straight.dir, close_diagonal);
  unreserve();
}

void TargetEnumerator::place_white_rider(unsigned index, int square, const Next& go_on) {
  const Walk walk = white_[index].walk;
  const GuardDir g = guard_dirs_[static_cast<size_t>(walk)][static_cast<size_t>(square)];
  if (g.dir == kCheckUninterceptable) return;
  if (g.dir == kGuardUninterceptable) {
    if (guarder_ != kNoGuarder && index > guarder_ &&
        reserve_officer_moves(Side::White, white_[index].diagram_square, walk, square)) {
      occupy(square, walk, Side::White, static_cast<int>(index));
      go_on();
      unreserve();
    }
    return;
  }
  if (!reserve_officer_moves(Side::White, white_[index].diagram_square, walk, square)) return;
  occupy(square, walk, Side::White, static_cast<int>(index));
  if ((guarder_ != kNoGuarder && index > guarder_) || g.dir == 0 || is_side(g.target, Side::Black) ||
      !line_empty(square, g.target, g.dir))
    go_on();
  else
    intercept_guard_by_white(g.target, g.dir, go_on);
  unreserve();
}

void TargetEnumerator::place_white_knight(unsigned index, int square, const Next& go_on) {
  const int dir = guard_dirs_[static_cast<size_t>(Walk::Knight)][static_cast<size_t>(square)].dir;
  if (dir == kCheckUninterceptable) return;
  if (dir == kGuardUninterceptable && !(guarder_ != kNoGuarder && index > guarder_)) return;
  if (!reserve_officer_moves(Side::White, white_[index].diagram_square, Walk::Knight, square)) return;
  occupy(square, Walk::Knight, Side::White, static_cast<int>(index));
  go_on();
  unreserve();
}

// A white line that would guard the flight `target` (along `dir`, towards it) closed by a black unit
// (pinned where the line runs on to the king), then by a white one.
void TargetEnumerator::intercept_guard_by_white(int target, int dir, const Next& go_on) {
  if (reserve_masses(Side::Black, 1)) {
    const int beyond = target + dir;
    const bool check = walk_on(beyond) == Walk::King && is_side(beyond, Side::Black);
    for (int s = target - dir; empty(s); s -= dir) {
      if (reasons_empty(s) != 0 || start_black_placements_ > s) continue;
      for (unsigned i = 1; i < black_.size(); ++i) {
        if (black_[i].usage != Usage::Unused) continue;
        black_[i].usage = Usage::Intercepts;
        if (check)
          place_pinned_black_piece(i, s, go_on);
        else
          place_black_piece(i, s, go_on);
        black_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
  if (reserve_masses(Side::White, 1)) {
    const int start = target - dir;
    const bool diagonal = same_colour(start, target);
    for (int s = start; empty(s); s -= dir) {
      if (reasons_empty(s) != 0) continue;
      for (unsigned i = 0; i < white_.size(); ++i) {
        if (white_[i].usage != Usage::Unused) continue;
        white_[i].usage = Usage::Intercepts;
        switch (white_[i].walk) {
          case Walk::King:
            place_white_king(s, go_on);
            break;
          case Walk::Rook:
            if (diagonal) place_white_rider(i, s, go_on);
            break;
          case Walk::Bishop:
            if (!diagonal) place_white_rider(i, s, go_on);
            break;
          case Walk::Knight:
            place_white_knight(i, s, go_on);
            break;
          case Walk::Pawn:
            if (promoted_white_pawn_may_reach(i, s))
              for (Walk walk : kPromotions) {
                if (walk == Walk::Rook && diagonal) place_promoted_white_rider(Walk::Rook, i, s, go_on);
                if (walk == Walk::Bishop && !diagonal) place_promoted_white_rider(Walk::Bishop, i, s, go_on);
                if (walk == Walk::Knight) place_promoted_white_knight(i, s, go_on);
              }
            place_unpromoted_white_pawn(i, s, go_on);
            break;
          default:
            break;
        }
        white_[i].usage = Usage::Unused;
      }
      vacate(s);
    }
    unreserve();
  }
}

// ----- black units

int TargetEnumerator::interceptable_check_dir(Walk walk, int square) const {
  const int king = king_square_[0];
  if (king == 0) return 0;
  const int diff = king - square;
  const int dir = line_step(line_of(walk), diff);
  if (dir == diff) return kCheckUninterceptable;
  if (dir != 0)
    for (int s = square + dir; s != king; s += dir)
      if (!empty(s)) return 0;
  return dir;
}

void TargetEnumerator::place_black_piece(unsigned index, int square, const Next& go_on) {
  switch (black_[index].walk) {
    case Walk::Queen:
    case Walk::Rook:
    case Walk::Bishop:
      place_black_rider(index, square, go_on);
      break;
    case Walk::Knight:
      place_black_knight(index, square, go_on);
      break;
    case Walk::Pawn:
      place_promoted_black_pawn(index, square, go_on);
      place_unpromoted_black_pawn(index, square, go_on);
      break;
    case Walk::Dummy:
      if (black_[index].diagram_square == square) {
        occupy(square, Walk::Dummy, Side::Black, static_cast<int>(index));
        go_on();
      }
      break;
    default:
      break;
  }
}

void TargetEnumerator::place_pinned_black_piece(unsigned index, int square, const Next& go_on) {
  switch (black_[index].walk) {
    case Walk::Queen:
    case Walk::Rook:
    case Walk::Bishop:
      place_pinned_black_rider(index, square, go_on);
      break;
    case Walk::Knight:
      place_pinned_black_knight(index, square, go_on);
      break;
    case Walk::Pawn:
      place_pinned_promoted_black_pawn(index, square, go_on);
      place_pinned_unpromoted_black_pawn(index, square, go_on);
      break;
    default:
      break;
  }
}

// A black rider placed: where it could take a mate's checker or step into its line, its way there is
// closed (each line in turn) or it is pinned; then where it checks the white king along an open line,
// the check is closed.
void TargetEnumerator::place_rider(Walk walk, unsigned index, int square, const Next& go_on) {
  occupy(square, walk, Side::Black, static_cast<int>(index));
  const Next placed = [this, square, &go_on] {
    if (king_square_[0] == 0) {
      go_on();
      return;
    }
    const int dir = line_step(line_of(walk_on(square)), king_square_[0] - square);
    if (dir != 0 && line_empty(square, king_square_[0], dir))
      intercept_check_by_black(dir, go_on);
    else
      go_on();
  };
  const IndexRange range = disturb_ranges_[walk == Walk::Queen ? 0 : walk == Walk::Rook ? 1 : 2];
  bool interception = false, pin = false;
  for (unsigned i = range.start; i <= range.end && i < disturb_rider_.size(); ++i) {
    const int dir = disturb_rider_[i][static_cast<size_t>(square)].dir;
    if (dir == kDisturbUninterceptable) {
      pin = true;
      break;
    }
    if (dir != 0) interception = true;
  }
  if (pin) {
    pin_if_pinnable(square, placed);
  } else if (interception) {
    next_rider_interception(range.start, range.end, square, placed);
    pin_if_pinnable(square, placed);
  } else {
    placed();
  }
}

void TargetEnumerator::next_rider_interception(unsigned next, unsigned end, int square, const Next& placed) {
  if (next > end) {
    placed();
    return;
  }
  const RiderDisturbance d = disturb_rider_[next][static_cast<size_t>(square)];
  const Next go_on = [this, next, end, square, &placed] {
    next_rider_interception(next + 1, end, square, placed);
  };
  if (d.dir != 0 && line_empty(square, d.target, d.dir))
    intercept_black_move(square, d.target, go_on);
  else
    go_on();
}

void TargetEnumerator::place_black_rider(unsigned index, int square, const Next& go_on) {
  const Walk walk = black_[index].walk;
  const int king = king_square_[0];
  if (king != 0 && line_step(line_of(walk), king - square) == king - square) return;
  if (!reserve_officer_moves(Side::Black, black_[index].diagram_square, walk, square)) return;
  place_rider(walk, index, square, go_on);
  unreserve();
}

void TargetEnumerator::place_promoted_black_rider(unsigned index, Walk walk, int square, const Next& go_on) {
  const int king = king_square_[0];
  if (king != 0 && line_step(line_of(walk), king - square) == king - square) return;
  if (!reserve_promoting_black_pawn(black_[index].diagram_square, walk, square)) return;
  place_rider(walk, index, square, go_on);
  unreserve();
}

// (A knight or pawn that could take a mate's checker or step into its line is pinned.)
void TargetEnumerator::place_black_knight(unsigned index, int square, const Next& go_on) {
  const int king = king_square_[0];
  if (king != 0 && line_step(Line::Knight, king - square) != 0) return;
  if (!reserve_officer_moves(Side::Black, black_[index].diagram_square, Walk::Knight, square)) return;
  occupy(square, Walk::Knight, Side::Black, static_cast<int>(index));
  if (disturb_knight_[static_cast<size_t>(square)] == 0)
    go_on();
  else
    pin_if_pinnable(square, go_on);
  unreserve();
}

void TargetEnumerator::place_promoted_black_knight(unsigned index, int square, const Next& go_on) {
  const int king = king_square_[0];
  if (king != 0 && line_step(Line::Knight, king - square) != 0) return;
  if (!reserve_promoting_black_pawn(black_[index].diagram_square, Walk::Knight, square)) return;
  occupy(square, Walk::Knight, Side::Black, static_cast<int>(index));
  if (disturb_knight_[static_cast<size_t>(square)] == 0)
    go_on();
  else
    pin_if_pinnable(square, go_on);
  unreserve();
}

void TargetEnumerator::place_unpromoted_black_pawn(unsigned index, int square, const Next& go_on) {
  if (base_or_promotion_row(square) || black_pawn_attacks_king(square) ||
      !reserve_black_pawn_moves(black_[index].diagram_square, square))
    return;
  occupy(square, Walk::Pawn, Side::Black, static_cast<int>(index));
  switch (disturb_pawn_[static_cast<size_t>(square)]) {
    case PawnDisturbance::Capture:
    case PawnDisturbance::Single:
      pin_if_pinnable(square, go_on);
      break;
    case PawnDisturbance::Double:
      // (The double step into the line: closed on the square between, or the pawn pinned.)
      if (empty(square + kDown)) {
        intercept_black_move(square, square + 2 * kDown, go_on);
        pin_if_pinnable(square, go_on);
      } else {
        go_on();
      }
      break;
    default:
      go_on();
      break;
  }
  unreserve();
}

void TargetEnumerator::place_promoted_black_pawn(unsigned index, int square, const Next& go_on) {
  if (!promoted_black_pawn_may_reach(index, square)) return;
  for (Walk walk : kPromotions)
    if (walk == Walk::Knight)
      place_promoted_black_knight(index, square, go_on);
    else
      place_promoted_black_rider(index, walk, square, go_on);
}

// Pinned units (on a line through the black king): a rider checking the white king along an open line
// has that check closed; one next to it cannot stand there.
void TargetEnumerator::place_pinned_black_rider(unsigned index, int square, const Next& go_on) {
  const Walk walk = black_[index].walk;
  const int dir = interceptable_check_dir(walk, square);
  if (dir == kCheckUninterceptable ||
      !reserve_officer_moves(Side::Black, black_[index].diagram_square, walk, square))
    return;
  occupy(square, walk, Side::Black, static_cast<int>(index));
  if (dir == 0)
    go_on();
  else
    intercept_check_by_black(dir, go_on);
  unreserve();
}

void TargetEnumerator::place_pinned_promoted_black_rider(unsigned index, Walk walk, int square,
                                                         const Next& go_on) {
  const int dir = interceptable_check_dir(walk, square);
  if (dir == kCheckUninterceptable ||
      !reserve_promoting_black_pawn(black_[index].diagram_square, walk, square))
    return;
  occupy(square, walk, Side::Black, static_cast<int>(index));
  if (dir == 0)
    go_on();
  else
    intercept_check_by_black(dir, go_on);
  unreserve();
}

void TargetEnumerator::place_pinned_black_knight(unsigned index, int square, const Next& go_on) {
  const int king = king_square_[0];
  if (king != 0 && line_step(Line::Knight, king - square) != 0) return;
  if (!reserve_officer_moves(Side::Black, black_[index].diagram_square, Walk::Knight, square)) return;
  occupy(square, Walk::Knight, Side::Black, static_cast<int>(index));
  go_on();
  unreserve();
}

void TargetEnumerator::place_pinned_promoted_black_knight(unsigned index, int square, const Next& go_on) {
  const int king = king_square_[0];
  if (king != 0 && line_step(Line::Knight, king - square) != 0) return;
  if (!reserve_promoting_black_pawn(black_[index].diagram_square, Walk::Knight, square)) return;
  occupy(square, Walk::Knight, Side::Black, static_cast<int>(index));
  go_on();
  unreserve();
}

void TargetEnumerator::place_pinned_unpromoted_black_pawn(unsigned index, int square, const Next& go_on) {
  if (base_or_promotion_row(square) || black_pawn_attacks_king(square) ||
      !reserve_black_pawn_moves(black_[index].diagram_square, square))
    return;
  occupy(square, Walk::Pawn, Side::Black, static_cast<int>(index));
  go_on();
  unreserve();
}

void TargetEnumerator::place_pinned_promoted_black_pawn(unsigned index, int square, const Next& go_on) {
  if (!promoted_black_pawn_may_reach(index, square)) return;
  for (Walk walk : kPromotions)
    if (walk == Walk::Knight)
      place_pinned_promoted_black_knight(index, square, go_on);
    else
      place_pinned_promoted_black_rider(index, walk, square, go_on);
}

// ----- pins

// The step from the black king to `square` where nothing stands between them, else 0.
int TargetEnumerator::pin_dir_of(int square) const {
  const int dir = line_step(Line::Queen, square - king_square_[1]);
  if (dir != 0 && !line_empty(king_square_[1], square, dir)) return 0;
  return dir;
}

// A white rider on each empty square beyond the unit on the line from the black king.
void TargetEnumerator::pin_black_piece(int square, int dir, const Next& go_on) {
  if (!reserve_pinner()) return;
  int pin_on = square + dir;
  if (empty(pin_on)) {
    keep_line_open(king_square_[1], square, dir, +1);
    const bool diagonal = same_colour(pin_on, square);
    do {
      if (reasons_empty(pin_on) == 0) {
        for (unsigned i = 1; i < white_.size(); ++i) {
          if (white_[i].usage != Usage::Unused) continue;
          white_[i].usage = Usage::Pins;
          pin_with(i, pin_on, diagonal, go_on);
          white_[i].usage = Usage::Unused;
        }
        vacate(pin_on);
      }
      ++reasons_empty(pin_on);
      pin_on += dir;
    } while (empty(pin_on));
    for (pin_on -= dir; pin_on != square; pin_on -= dir) --reasons_empty(pin_on);
    keep_line_open(king_square_[1], square, dir, -1);
  }
  unreserve();
}

void TargetEnumerator::pin_with(unsigned index, int square, bool diagonal, const Next& go_on) {
  const int diagram = white_[index].diagram_square;
  auto rider = [&](Walk walk) {
    if (!reserve_officer_moves(Side::White, diagram, walk, square)) return;
    occupy(square, walk, Side::White, static_cast<int>(index));
    go_on();
    unreserve();
  };
  auto promoted = [&](Walk walk) {
    if (!reserve_promoting_white_pawn(diagram, walk, square)) return;
    occupy(square, walk, Side::White, static_cast<int>(index));
    go_on();
    unreserve();
  };
  switch (white_[index].walk) {
    case Walk::Queen:
      rider(Walk::Queen);
      break;
    case Walk::Rook:
      if (!diagonal) rider(Walk::Rook);
      break;
    case Walk::Bishop:
      if (diagonal) rider(Walk::Bishop);
      break;
    case Walk::Pawn:
      promoted(Walk::Queen);
      promoted(diagonal ? Walk::Bishop : Walk::Rook);
      break;
    default:
      break;
  }
}

}  // namespace nightrider::solver::intelligent
