// The order in which Popeye tries the first moves of a problem, for its options StartMoveNumber and
// UpToMoveNumber (which name first moves by their place in that order, as MoveNumbers prints it).
#pragma once

#include <optional>
#include <vector>

#include "core/move.h"
#include "core/position.h"
#include "solver/problem.h"

namespace nightrider::solver {

// Is the order in which Popeye generates a unit's moves known for this kind (the orthodox pieces and the
// fairy pieces of leaps and lines)? Lines with units of other kinds keep the solver's order.
bool popeye_order_known(PieceKind kind);

// The place of a walk in Popeye's list of walks (pieces/pieces.h: king, pawn, queen, knight, rook,
// bishop, leo, …), by its English codes in that order; nullopt for a walk Popeye lacks. Popeye tries a
// super-transmuting king's walks in this order (conditions/transmuting_kings), and builds its lists of
// promotions in it (pieces/walks/pawns/promotee_sequence.c).
std::optional<int> popeye_walk_place(PieceKind kind);

// Which of Popeye's move generators tries the moves. `Mating`: the goal side's last move towards a mate
// (or check, or double mate) in direct, help and series play, where Popeye generates only the moves
// that may give check, units from a1 to h8 (optimisations/orthodox_mating_moves), so it tries them
// from h8 back; a pawn's captures come after its steps there, an en passant capture before them.
enum class PopeyeGenerator { Normal, Mating };
// How a rule made a move (the general board reads it from the move's effects and the rule set): from
// which square the unit's walk set out, where a rule made the move as if the unit stood on another
// square (its Detour note: Mars Circe's "Sc1-g1*e2" sets out from g1), and whether Popeye generates it
// on the second of the two paths it generates a unit's moves on (Mars Circe's captures, Phantom chess's
// moves from the rebirth square), after the first, so tries it before the unit's other moves.
struct MovePath {
  Square walked_from = Square::none();  // none: from the unit's own square
  // The walk another unit or a rule lent the mover for this move (Annan chess, FaceToFace, PointReflection,
  // PowerTransfer …; none: its own): Popeye generates the move with that walk, in that walk's order.
  PieceKind walk = PieceKind::None;
  bool second_path = false;
  // Where a unit makes moves from several other squares (Plus chess): Popeye generates them square by
  // square, in the order the rule goes through them, so tries the last square's first. The place of
  // `walked_from` in that order (0 where there is one).
  int departure_rank = 0;
  // A move to the unit's rebirth square that its walk does not make (kCapabilityMovesToRebirthSquare):
  // Popeye generates it before the walk's moves, so tries it after them.
  bool before_walk = false;
  // The mover's second step from its arrival square (Take&Make's make, "Se1*f3-f6"): where it ends, the
  // walk it goes with and the promotion it ends with. Popeye generates a ply's moves, then replaces each
  // capture by its makes, generated with the walk of the unit taken from the capture square
  // (conditions/take_and_make.c), so it tries a capture's makes in the reverse of that walk's order.
  Square continued_to = Square::none();
  PieceKind continued_walk = PieceKind::None;
  PieceKind continued_promotion = PieceKind::None;
  // Where a rule generates a unit's captures itself, in an order of its own (Make&Take: each taken walk
  // in Popeye's order of walks, the makes of that walk from the last generated back, the captures from
  // each make in the unit's walk's order, each capture square once; conditions/make_and_take.c): the
  // capture's place in that order (kCaptureRankNone: none; kCaptureRankUnknown: the order is not
  // known). Those captures are on the unit's second path.
  static constexpr int kCaptureRankNone = -1, kCaptureRankUnknown = -2;
  int capture_rank = kCaptureRankNone;
};

// The place of the move from `from` to `to` among the moves a unit of `kind` generates, in Popeye's order
// of generation (its normal generator); nullopt where it is not known.
std::optional<int> popeye_generation_place(PieceKind kind, Square from, Square to, bool en_passant = false);
// How Popeye arranges a ply's generated moves before it tries them. `ByGeneration`: as generated (the
// units, each unit's walk: popeye_first_move_order below). `BySquares`: where its duplicate-move remover is
// on (with conditions that give a unit several walks, ConditionEntry::popeye_sorts_moves_by_squares, and some
// fairy walks; solving/machinery/twin.c), that remover sorts the ply's moves by departure, then arrival
// square, a1 first (solving/move_generator.c), and Popeye tries them from the last: units from h8 back,
// each unit's moves from the arrival square nearest h8 back (a pawn's promotions still queen, knight,
// rook, bishop: Popeye chooses them while it plays the move).
// `CapturesFirst`: MultiCaptures' filter (conditions/multicaptures.c) sorts a side's moves, captures
// first by the square they capture on, then departure, then arrival, the other moves after them by
// departure, then arrival, a1 first, and Popeye tries them from the last: the moves that take nothing
// from h8 back, then the captures from the capture square nearest h8 back. `WhiteCapturesFirst` and
// `BlackCapturesFirst`: that side's moves only (MultiCaptures White or Black), the other side's as
// generated.
enum class PopeyeSorting { ByGeneration, BySquares, CapturesFirst, WhiteCapturesFirst, BlackCapturesFirst };
// `paths`: empty, or one for each of `moves`.
std::optional<std::vector<Move>> popeye_move_order(const Position& pos, std::vector<Move> moves,
                                                   PopeyeGenerator generator,
                                                   PopeyeSorting sorting = PopeyeSorting::ByGeneration,
                                                   const std::vector<MovePath>& paths = {});

// `moves` (legal moves of the side to move in `pos`) in Popeye's order, or nullopt when a move's place
// is not known: the moves of kings (not castling), queens, rooks, bishops, knights and pawns are
// ordered, and those of the fairy pieces whose walks are leaps and lines (riders, hoppers, lions, the
// Chinese pieces). (Read from Popeye's recorded MoveNumbers lines: units by their squares a1, b1, ...
// h8; each unit's moves in the reverse of its generation, whose directions follow Popeye's vector
// table; a pawn's promotions come queen, knight, rook, bishop.)
std::optional<std::vector<Move>> popeye_first_move_order(const Position& pos, std::vector<Move> moves,
                                                         PopeyeSorting sorting = PopeyeSorting::ByGeneration);

// The same order for moves given by what it reads of them (any board's moves): the places of `moves`
// in it (0 = first), or nullopt as above. `special`: castling or another move no walk makes.
struct OrderedMove {
  PieceKind kind;  // the mover's
  Square from, to;
  PieceKind promotion = PieceKind::None;
  bool special = false;
  // Two units exchanging squares (Messigny chess): Popeye generates a unit's exchanges after its walk's
  // moves, partners from a1 to h8, so it tries them first, partners from h8 back.
  bool exchange = false;
  bool en_passant = false;
  // Castling (not `special`): Popeye generates a king's castlings after its steps, the short one first,
  // so it tries the long one first, then the short one, then the steps.
  bool castling = false;
  MovePath path = {};
  // The mover is a unit of the side not to move (All-in chess, Mainly-in chess): Popeye generates those
  // units' moves before the side's own (conditions/all_in_chess.c), so it tries them after its own.
  bool other_side = false;
  // For a walk whose listing is Popeye's order (PieceDef::popeye_order_by_listing): the arrival's place
  // in the unit's list; -1 otherwise.
  int listed_place = -1;
  // The square the move captures on (none: it captures nothing), for PopeyeSorting::CapturesFirst.
  Square captured = Square::none();
  // The board the mover stands on (Alice chess: 1 for B, 0 for A): Popeye generates board A's moves,
  // then board B's (conditions/alice.c), so it tries B's first.
  int board = 0;
};
std::optional<std::vector<int>> popeye_move_places(const std::vector<OrderedMove>& moves,
                                                   PopeyeGenerator generator = PopeyeGenerator::Normal,
                                                   PopeyeSorting sorting = PopeyeSorting::ByGeneration);

// Does Popeye try the goal side's last move of this twin with its mating generator
// (PopeyeGenerator::Mating)? It does for the goals mate, check and double mate in direct, help and
// series play and for the goal moves of reflex play (not for a defender's last move, as in self play), unless
// a fairy unit, a unit's attribute or one of many conditions turns that generator off
// (solving/machinery/twin.c). Answered yes only where that is known: orthodox units without attributes, and
// no condition but those listed in popeye_move_order.cpp, which Popeye 4.104 was seen to leave it on with.
bool popeye_tries_mates_by_checks(const ProblemTwin& twin);

// Does Popeye turn its duplicate-move remover on for this twin's units (PopeyeSorting::BySquares)? It
// does where the problem holds a unit of a walk whose paths may meet: the moose and the other angle
// hoppers, the roses, the spiralspringers and scouts, the orphan and the friend, the bouncy and radial
// knights, the tree and leaf hoppers, the double hoppers and a few more (solving/machinery/twin.c).
// (Popeye leaves it off for the angle hoppers beside the attributes ColourChange, Bul and Dob, which
// the solver does not take.)
bool popeye_sorts_moves_by_squares(const ProblemTwin& twin);

}  // namespace nightrider::solver
