// Walks whose arrivals a function lists (StepKind::Listed, WalkPart::lister), after Popeye's
// definitions (pieces/walks/radial.c, bouncy.c, edgehog.c, hoppers.c):
//  - the radial knight: over an enemy unit a leap away to any square the same leap's length beyond it
//    (the leaps grouped by length: (1,0); (2,0); ... (5,0) with (3,4); (1,7) with (5,5); ...);
//  - the tree hopper (lengths of the queen's lines) and the greater tree hopper (every length): the
//    same over any unit;
//  - the leaf hopper and the greater leaf hopper: with a unit a leap away, to any other square at that
//    leap's length from the unit itself;
//  - the bouncy knight: up to three knight leaps, the squares between empty and on the board's edge;
//  - the bouncy nightrider: nightrider lines that may turn at each empty edge square;
//  - the edgehog: a queen's ride between an edge square and a square off the edge;
//  - the double grasshopper (and the double rook hopper, double bishop hopper): two grasshopper hops in
//    one move, the square between them empty, not back to the start;
//  - the bouncers (pieces/walks/bouncer.c): along each line, as many steps back the other way as the
//    first unit (or the square off the board) stands ahead, the squares between empty;
//  - the Chinese pawn (pieces/walks/chinese/pawn.c): a step forward, and past the middle of the board
//    (ranks 5 to 8 for White, 1 to 4 for Black) a step to either side, moving or taking alike;
//  - the hamster (pieces/walks/hamster.c): along each queen line to the square just before the first
//    unit met (not a hole, not the edge), when that is not its own square; it never takes;
//  - the contra-hamster: away from a unit next to it (not a hole), along that line as a queen;
//  - the kangaroo (pieces/walks/kangaroo.c): along a queen line over the first unit and the next one
//    to the square just beyond the second; the kangaroo lion to any square beyond it up to the first
//    unit after it;
//  - the reflecting bishop (pieces/walks/reflecting_bishop.c): a bishop's ride that may turn by a
//    right angle, either way, at the edge (or a hole) up to four times; the archbishop once;
//  - the rook hunter (pieces/walks/hunters.c): up the board as a rook, down it as a bishop (the
//    board's up and down, for either side; never sideways); the bishop hunter the other way round;
//  - the querquisite (pieces/walks/querquisite.c): as the piece of the game array's file it stands on
//    (rook on a and h, knight on b and g, bishop on c and f, queen on d, king on e);
//  - the rabbit (pieces/walks/rabbit.c) and the bob (bob.c): along a queen line over two (four) units
//    to any square beyond the last, up to the first unit after it;
//  - the dolphin (generate_moves.c): the kangaroo's hops and the grasshopper's, in Popeye's order;
//  - the scarabeus (pieces/walks/angle/hoppers.c): over the first unit on a queen line, on a knight's
//    leap from it that turns the line least, either way; in Popeye's order;
//  - the ubiubi (pieces/walks/ubiubi.c): knight's leaps over empty squares, any number, to an empty
//    square or an enemy unit; in the order of Popeye's depth-first search;
//  - the maohopper and moahopper (pieces/walks/chinese/mao.c): a knight's leap whose passed square (the
//    mao's, the moa's) holds a unit; the saltador's moves are both (pieces/walks/argentinian);
//  - the eagle equihopper (pieces/walks/angle/hoppers.c): over the first unit on a queen line, turned by
//    a right angle either way, as far again, the squares between empty; over a unit a (1,2), (2,3) or
//    (1,3) leap away, that leap turned by a right angle from it; the non-stop one over any unit on those
//    lines, whatever stands between; in Popeye's order;
//  - the maorider lion and moarider lion (pieces/walks/chinese/mao.c): the lion's walk on the maorider's
//    (moarider's) lines, whose hurdle is the first unit met on a passed square or on an arrival square:
//    over a unit on a passed square to the arrival square after it (empty or a unit to take) and on, to
//    empty squares, while both the passed and arrival squares stay empty; over a unit on an arrival
//    square on to the empty arrivals beyond it; in either case a unit met on an arrival square with its
//    passed square empty is taken; in Popeye's order.
#pragma once

#include <vector>

#include "pieces/piece_def.h"

namespace nightrider {

void radial_knight_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
bool radial_knight_attacks(const Position& pos, Square from, Colour side, Square target);
void treehopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void greater_treehopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void leafhopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void greater_leafhopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bouncy_knight_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bouncy_nightrider_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void edgehog_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void double_grasshopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void double_rook_hopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void double_bishop_hopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bouncer_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void rook_bouncer_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bishop_bouncer_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void chinese_pawn_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void hamster_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void contra_hamster_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void kangaroo_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void kangaroo_lion_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void reflecting_bishop_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void archbishop_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void rook_hunter_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bishop_hunter_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void querquisite_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void rabbit_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void bob_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void dolphin_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void scarabeus_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void ubiubi_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void maohopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void moahopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void saltador_hops(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void eagle_equihopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void eagle_nonstop_equihopper_arrivals(const Position& pos, Square from, Colour side,
                                       std::vector<Square>& out);
void maorider_lion_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);
void moarider_lion_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out);

}  // namespace nightrider
