// Pieces as data: a piece kind is a set of walk parts (leaps, rides, hops, each moving, capturing or
// both) or a special walk with its own generator. Vectors are written for White; Black mirrors ranks.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "core/types.h"

namespace nightrider {

struct Vec {
  int8_t df, dr;
};

enum class StepKind : uint8_t {
  Leap,  // one jump by the vector
  Ride,  // repeated steps over empty squares
  Hop,   // ride to the first unit (the hurdle), land on the square just beyond it
  // Ride to the hurdle, then on beyond it: any empty square, or the first unit after it (the lion's
  // walk; capture-only, the Chinese pieces' capture).
  HopBeyond,
  // Ride to the hurdle, land on a square next to it that turns the line by WalkPart::turn times 45
  // degrees, either way (the moose's walk, the eagle's, the sparrow's; vectors of one square only).
  HopTurned,
  // Alternate steps of the vector and of its turn (WalkPart::turns) over empty squares, to an empty
  // square or the first unit met (the spiralspringer's walk).
  Zigzag,
  // The arrivals a function lists (WalkPart::lister): walks that are no set of lines from the unit (the
  // radial knight's hurdle at a leap's length, the bouncy riders' rebounds off the edge).
  Listed,
};

enum class StepMode : uint8_t { MoveAndCapture, MoveOnly, CaptureOnly };

struct WalkPart {
  StepKind step;
  StepMode mode;
  std::vector<Vec> vectors;
  std::vector<Vec> turns = {};  // Zigzag: the second step after each vector, index by index
  // Hop and HopBeyond: the hurdle must stand on the first square of the line, one step away (the king
  // hopper, the contra-grasshopper), not anywhere along it.
  bool hurdle_adjacent = false;
  // Hop: the landing square is this many steps beyond the hurdle, the squares between empty (the
  // grasshopper-2 and -3); 0: as many steps as the hurdle stands from the unit (the equihopper's
  // mirror square).
  int8_t beyond = 1;
  // HopTurned: how far the line turns at the hurdle, in eighths of a turn (1 the moose, 2 the eagle, 3
  // the sparrow).
  int8_t turn = 1;
  // Leap and Ride: the square each step passes, from where the step starts, vector by vector; it must
  // be empty (the mao's orthogonal first step, the moa's diagonal one). Empty: the steps pass nothing.
  std::vector<Vec> via = {};
  // Ride, Hop and HopBeyond: the line turns at each square, through `vectors` in their order, one round
  // at most, both ways from each vector (the rose's octagon): from vector i clockwise i, i+1, ... and
  // counter-clockwise i, i-1, ... (indices modulo the number of vectors). The line ends at the edge or
  // back on the unit's own square.
  bool circle = false;
  // A hunter's half (Rules::define_hunter): 1, the part's moves and observations go forward only (up the
  // board for White, down for Black: a rank further from the unit's side); -1, backward only; 0 either
  // way and sideways.
  int8_t rank_direction = 0;
  // A pawn's leaps in another unit's walk (a hunter's half): none from the unit's first rank, the double
  // step from its second, en passant; no promotion (the unit is no pawn).
  bool pawn_steps = false;
  // Listed: appends the part's arrival squares from `from` for a unit moving for `side` (the unit stands
  // on `from`); an empty square is a move, a unit a capture when the rules allow it. A square may come
  // more than once (the unit has one move there).
  void (*lister)(const Position&, Square from, Colour side, std::vector<Square>& out) = nullptr;
  // Listed, optional: could the unit on `from` moving for `side` take a unit on `target`? (A quicker
  // answer than listing; it must agree with the list.)
  bool (*lister_attacks)(const Position&, Square from, Colour side, Square target) = nullptr;
};

// Can two paths of this step reach the same square (then a unit's moves are listed once per square)?
constexpr bool paths_may_meet(StepKind step) {
  return step == StepKind::HopTurned || step == StepKind::Zigzag || step == StepKind::Listed;
}
inline bool paths_may_meet(const WalkPart& part) { return paths_may_meet(part.step) || part.circle; }

// Whom a piece captures: enemy units (everyone), or only friendly non-royal units (the anti-king).
enum class CaptureTarget : uint8_t { Enemy, Friend };

// Pieces whose moves are not made of leaps, rides and hops (Rococo's family) supply these.
struct SpecialWalk {
  void (*generate)(const Position&, Square from, MoveList&);
  // Could the unit on `from` capture a unit standing on `target`?
  bool (*attacks)(const Position&, Square from, Square target);
  // Plays a MoveKind::Special move of this piece (all its captures and displacements); nullptr for
  // pieces whose moves are all of the core's kinds (Normal, Swap, Kamikaze, Suicide …).
  void (*play)(Position&, const Move&) = nullptr;
  // Its captures take the unit passed and land beyond it, written "Lc2*e4-f5" (the locusts, the marine
  // pieces: pieces/locust.h, pieces/marine.h).
  bool locust_capture = false;
};

struct PieceDef {
  PieceKind kind = PieceKind::None;
  std::string_view name;
  char letter = '?';             // default English letter; variants may rename
  std::string_view popeye_code;  // Popeye's English code, upper case ("S", "CA"); empty: Popeye has none
  bool royal = false;
  bool pawn = false;  // promotes on the last rank; may double-step and take en passant as the rules allow
  // A pawn on its own first rank neither moves nor observes (Popeye's rule for problems); Popeye's super
  // pawns move from there.
  bool base_rank_still = true;
  // A pawn going the other way, towards its own side's first rank (Popeye's reverse pawn): its vectors
  // point back, and its first rank, double steps and promotion are counted by the other side's ranks.
  bool reversed = false;
  CaptureTarget target = CaptureTarget::Enemy;
  std::vector<WalkPart> parts;
  const SpecialWalk* special = nullptr;
  // The orphan: no walk of its own; it moves and observes with each walk (a pawn's as a pawn of its own
  // side) of the enemy units that observe it, directly or through a chain of orphans (Rules::orphan_borrows).
  bool borrows_walks = false;
  // The friend: it borrows the walks of the friendly units that observe it (through chains of friends)
  // instead of the enemy's.
  bool borrows_from_own_side = false;
  // A hunter (Rules::define_hunter): the walk it moves with forward and the one it moves with backward.
  PieceKind hunter_away = PieceKind::None;
  PieceKind hunter_home = PieceKind::None;
  // A pawn may promote to it when the problem holds one (Popeye: every walk but the dummy's).
  bool promotee = true;
  // Its one listed part lists the arrivals in the order Popeye generates the unit's moves (the first
  // time each square comes); Popeye tries them in the reverse of that (solver/popeye_move_order.h).
  bool popeye_order_by_listing = false;
  // Two of its paths may reach one square (a reflecting bishop's bounces): Popeye generates the move once
  // per path before it drops the duplicates, we once.
  bool paths_meet = false;
};

// The built-in definitions of every kind (walks only; names and letters are defaults). A new leaper,
// rider or hopper is a PieceKind name and one row of this catalogue (pieces/piece_def.cpp): its walk,
// name, letter and Popeye code; the solver, the reader and the attack probes take it from there.
const PieceDef& builtin_piece(PieceKind kind);
// The kind whose Popeye code (English, upper case) is `code`, nullopt if the catalogue has none.
std::optional<PieceKind> kind_for_popeye_code(std::string_view code);

// King, queen, rook, bishop, knight or pawn: the kinds every notation and fast board knows by default.
constexpr bool is_orthodox_kind(PieceKind kind) { return kind >= PieceKind::King && kind <= PieceKind::Pawn; }
static_assert(static_cast<int>(PieceKind::Pawn) - static_cast<int>(PieceKind::King) == 5,
              "the six orthodox kinds are consecutive, King to Pawn");

}  // namespace nightrider
