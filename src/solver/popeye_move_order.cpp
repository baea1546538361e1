#include "solver/popeye_move_order.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <iterator>
#include <string_view>
#include <tuple>
#include <utility>

#include "pieces/locust.h"
#include "pieces/piece_def.h"
#include "pieces/popeye_vectors.h"
#include "pieces/promotion_order.h"
#include "solver/popeye_reader.h"

namespace nightrider::solver {
namespace {

struct Step {
  int df, dr;
};

// Popeye's vector table, in its order: pieces/popeye_vectors.h.
constexpr const auto& kLines = kPopeyeQueenLines;
constexpr const auto& kKnightLeaps = kPopeyeKnightLeaps;

// Popeye's vector table lists each leap shape (a, b), 0 <= a <= b, as four or eight vectors in a fixed
// order of directions; its pieces' generators run through ranges of that table, direction by direction,
// a rider's squares outward from the unit. The directions of one shape in that order:
std::vector<Step> popeye_directions(int a, int b) {
  if (a == 0) return {{b, 0}, {0, b}, {-b, 0}, {0, -b}};
  if (a == b) return {{-a, a}, {a, a}, {a, -a}, {-a, -a}};
  return {{-b, a}, {-a, b}, {a, b}, {b, a}, {b, -a}, {a, -b}, {-a, -b}, {-b, -a}};
}

struct Shape {
  int a, b;
};
// One call of a Popeye generator: a range of the table (shapes in their order), and whether a move
// goes one vector only (a leaper) or any number of them along the line (riders, hoppers landing beyond
// their hurdle, lions, the Chinese riders' captures beyond it).
struct Segment {
  bool line;
  std::vector<Shape> shapes;
  // Directions in the generator's order where they are not the shapes' (the bouncers go against the
  // table's vectors, last first); used instead of `shapes` when given.
  std::vector<Step> steps = {};
  // The shortest move along a line (the hoppers' segment of the sting: 2, its king steps coming after).
  int shortest = 1;
};
struct FairyOrder {
  std::string_view popeye_code;
  std::vector<Segment> segments;
};

// The generators of the fairy pieces whose moves are leaps and lines, read from Popeye 4.104's
// generator (pieces/walks/generate_moves.c) and its vector table (pieces/walks/vectors.c): the order of
// the calls and of their ranges. Pieces of other walks (roses, zigzags, double hoppers,
// bouncers, …) are not listed: their order is not known here.
// The non-stop orix's moves: twice the step to each hurdle on a queen line at most three steps away,
// the hurdles by file from the right, on each file from the top.
std::vector<Step> nonstop_orix_steps() {
  std::vector<Step> steps;
  for (int df = 3; df >= -3; --df)
    for (int dr = 3; dr >= -3; --dr)
      if ((df != 0 || dr != 0) && (df == 0 || dr == 0 || std::abs(df) == std::abs(dr)))
        steps.push_back({2 * df, 2 * dr});
  return steps;
}

// The equihopper's hops over the middle square of a leap (Popeye's vec_equi_nonintercept range: the
// knight's, the zebra's and the camel's leaps in the table's order), each to twice the leap.
std::vector<Step> equihopper_leap_steps() {
  std::vector<Step> steps;
  for (const auto& [a, b] : {std::pair{1, 2}, std::pair{2, 3}, std::pair{1, 3}})
    for (const Step& s : popeye_directions(a, b)) steps.push_back({2 * s.df, 2 * s.dr});
  return steps;
}

const std::vector<FairyOrder>& fairy_orders() {
  const std::vector<Step> kQueenLinesBackwards = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1},
                                                  {0, -1},  {-1, 0}, {0, 1}, {1, 0}};
  constexpr Shape kRook{0, 1}, kBishop{1, 1}, kKnight{1, 2}, kZebra{2, 3}, kCamel{1, 3}, kGiraffe{1, 4};
  static const std::vector<FairyOrder> orders = {
      {"N", {{true, {kKnight}}}},
      {"G", {{true, {kRook, kBishop}}}},
      {"CA", {{false, {kCamel}}}},
      {"GI", {{false, {kGiraffe}}}},
      {"Z", {{false, {kZebra}}}},
      {"LI", {{true, {kRook, kBishop}}}},
      {"LE", {{true, {kRook, kBishop}}}},
      {"FR", {{true, {kBishop}}}},
      {"WR", {{true, {kRook}}}},
      {"WE", {{false, {kRook}}}},
      {"EK", {{false, {kRook, kBishop}}}},
      {"FE", {{false, {kBishop}}}},
      {"AL", {{false, {{2, 2}}}}},
      {"DA", {{false, {{0, 2}}}}},
      {"RF", {{false, {{1, 7}, {5, 5}}}}},
      {"BU", {{false, {{3, 4}, {0, 5}}}}},
      {"AN", {{false, {{3, 4}}}}},
      {"GN", {{false, {kCamel}}, {false, {kKnight}}}},
      {"SQ", {{false, {{0, 2}, {2, 2}}}, {false, {kKnight}}}},
      {"OK", {{false, {kKnight, kZebra}}}},
      {"BI", {{false, {kZebra, kCamel}}}},
      {"15", {{false, {{1, 5}}}}},
      {"16", {{false, {{1, 6}}}}},
      {"24", {{false, {{2, 4}}}}},
      {"25", {{false, {{2, 5}}}}},
      {"35", {{false, {{3, 5}}}}},
      {"36", {{false, {{3, 6}}}}},
      {"37", {{false, {{3, 7}}}}},
      {"AM", {{true, {kRook, kBishop}}, {false, {kKnight}}}},
      {"EM", {{true, {kRook}}, {false, {kKnight}}}},
      {"PR", {{true, {kBishop}}, {false, {kKnight}}}},
      {"WA", {{true, {kKnight}}, {true, {kRook}}}},
      {"CR", {{true, {kCamel}}}},
      {"ZR", {{true, {kZebra}}}},
      {"GR", {{true, {kCamel}}, {true, {kKnight}}}},
      {"RH", {{true, {kRook}}}},
      {"BH", {{true, {kBishop}}}},
      {"NH", {{true, {kKnight}}}},
      {"CH", {{true, {kCamel}}}},
      {"ZH", {{true, {kZebra}}}},
      {"GH", {{true, {kCamel}}, {true, {kKnight}}}},
      {"G2", {{true, {kRook, kBishop}}}},
      {"G3", {{true, {kRook, kBishop}}}},
      {"KH", {{true, {kRook, kBishop}}}},
      {"KP", {{true, {kKnight}}}},
      {"CG", {{true, {kRook, kBishop}}}},
      {"ET", {{true, {kRook, kBishop, kKnight}}}},
      {"PA", {{true, {kRook}}}},
      {"VA", {{true, {kBishop}}}},
      {"NA", {{true, {kKnight}}}},
      {"RL", {{true, {kRook}}}},
      {"BL", {{true, {kBishop}}}},
      {"NL", {{true, {kKnight}}}},
      {"ZE", {{false, {kCamel}}, {false, {kGiraffe}}}},
      {"SO", {{false, {kRook, kBishop}}, {true, {kRook, kBishop}}}},
      {"GL", {{false, {{2, 2}}}, {true, {kRook}}}},
      // The lame leapers and riders (pieces/walks/chinese/mao.c): the knight's range, each arrival
      // tried with its passed square.
      {"MA", {{false, {kKnight}}}},
      {"MO", {{false, {kKnight}}}},
      {"AO", {{true, {kKnight}}}},
      {"OA", {{true, {kKnight}}}},
      // The locusts (pieces/walks/locusts.c): one capture per line, landing beyond the unit taken.
      {"L", {{true, {kRook, kBishop}}}},
      {"LR", {{true, {kRook}}}},
      {"LB", {{true, {kBishop}}}},
      {"LN", {{true, {kKnight}}}},
      // The marine pieces (pieces/walks/marine.c): their namesake's moves along each line, the capture
      // landing beyond the unit taken last; the leapers' (marine knight, Poseidon) a leap or two along it.
      {"SI", {{true, {kRook, kBishop}}}},
      {"TR", {{true, {kRook}}}},
      {"ND", {{true, {kBishop}}}},
      {"MS", {{true, {kKnight}}}},
      {"PO", {{true, {kRook, kBishop}}}},
      // The marine ship: the triton's lines, then the marine pawn's captures to the right, to the left
      // (two squares along the diagonal: for White; Black's are the same order mirrored).
      {"MH", {{true, {kRook}}, {false, {}, {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}}}}},
      // The kao (pieces/walks/chinese/leapers.c): a leap to move, two along the leap's line to take.
      {"KO", {{true, {kKnight}}}},
      // The bouncers (pieces/walks/bouncer.c) run through their range from its end, each against its
      // vector.
      {"B1", {{true, {}, {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}}}}},
      {"B2", {{true, {}, {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}}}},
      {"B3", {{true, {}, {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}}}},
      // The orix, the hamsters and the kangaroos (pieces/walks/hoppers.c, hamster.c, kangaroo.c) run through
      // the queen's range from its end.
      {"OR", {{true, {}, kQueenLinesBackwards}}},
      {"HA", {{true, {}, kQueenLinesBackwards}}},
      {"HC", {{true, {}, kQueenLinesBackwards}}},
      {"KA", {{true, {}, kQueenLinesBackwards}}},
      {"KL", {{true, {}, kQueenLinesBackwards}}},
      // The equihopper (pieces/walks/hoppers.c): the queen's range from its end, then its hops over a
      // leap's middle square.
      {"EQ", {{true, {}, kQueenLinesBackwards}, {false, {}, equihopper_leap_steps()}}},
      // The edgehog (pieces/walks/edgehog.c): the queen's range from its end, each line outward.
      {"EH", {{true, {}, kQueenLinesBackwards}}},
      // The non-stop orix: its hurdles file by file from the right, each file from the top.
      {"NO", {{false, {}, nonstop_orix_steps()}}},
      // The sting (pieces/walks/sting.c): the grasshopper's hops, then the king's steps.
      {"ST", {{true, {kRook, kBishop}, {}, 2}, {false, {kRook, kBishop}}}},
      // The hunters (pieces/walks/hunters.c): the walk going down first (the bishop's or the rook's
      // range, the moves down kept), then the walk going up.
      {"RR", {{true, {}, {{1, -1}, {-1, -1}, {0, 1}}}}},
      {"BR", {{true, {}, {{0, -1}, {-1, 1}, {1, 1}}}}},
      // The rabbit and the bob (pieces/walks/rabbit.c, bob.c): the queen's range from its end.
      {"RT", {{true, {}, kQueenLinesBackwards}}},
      {"BO", {{true, {}, kQueenLinesBackwards}}},
      // The mao- and moahopper (pieces/walks/chinese/mao.c): the knight's range.
      {"AH", {{false, {kKnight}}}},
      {"OH", {{false, {kKnight}}}},
      // The Argentinian riders (pieces/walks/argentinian/riders.c): each line, the capture at its first
      // unit, then the squares beyond.
      {"SE", {{true, {kRook, kBishop}}}},
      {"FA", {{true, {kRook}}}},
      {"LO", {{true, {kBishop}}}},
  };
  return orders;
}

// Displacements of up to this many squares either way have a place (any board's lines are shorter).
constexpr int kReach = 15;
constexpr int kSpan = 2 * kReach + 1;

// Per piece kind with a known order (others: empty), the place of each displacement among the unit's
// generated moves, by df and dr (-1: none): the first call and direction that reach it, and its distance
// along a line.
std::vector<std::vector<int16_t>> build_fairy_places() {
  std::vector<std::vector<int16_t>> places(kPieceKindCount);
  for (const FairyOrder& order : fairy_orders()) {
    const std::optional<PieceKind> kind = kind_for_popeye_code(order.popeye_code);
    if (!kind) continue;
    std::vector<int16_t>& table = places[static_cast<size_t>(*kind)];
    table.assign(kSpan * kSpan, -1);
    int direction = 0;
    for (const Segment& segment : order.segments) {
      std::vector<Step> steps = segment.steps;
      for (const Shape& shape : segment.shapes) {
        const std::vector<Step> shape_steps = popeye_directions(shape.a, shape.b);
        steps.insert(steps.end(), shape_steps.begin(), shape_steps.end());
      }
      for (const Step& step : steps) {
        for (int n = segment.shortest; n <= (segment.line ? kReach : 1); ++n) {
          const int df = step.df * n, dr = step.dr * n;
          if (std::abs(df) > kReach || std::abs(dr) > kReach) break;
          int16_t& place = table[(df + kReach) * kSpan + dr + kReach];
          if (place < 0) place = static_cast<int16_t>(direction * kSpan + n - 1);
        }
        ++direction;
      }
    }
  }
  return places;
}

const std::vector<int16_t>& fairy_places(PieceKind kind) {
  static const std::vector<std::vector<int16_t>> places = build_fairy_places();
  return places[static_cast<size_t>(kind)];
}

std::optional<int> fairy_generation_index(PieceKind kind, int df, int dr) {
  const std::vector<int16_t>& table = fairy_places(kind);
  if (table.empty() || std::abs(df) > kReach || std::abs(dr) > kReach) return std::nullopt;
  const int place = table[(df + kReach) * kSpan + dr + kReach];
  return place < 0 ? std::nullopt : std::optional<int>(place);
}

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
    case PieceKind::Dragon:
      // (pieces/walks/pawns/combined.c: a pawn's moves as a pawn makes them, then the knight's leaps.)
      if (distance == 1 && std::abs(df) == 1) return df == -1 ? 0 : 1;
      if (df == 0) return std::abs(dr) == 1 ? 2 : 3;
      if (const std::optional<int> leap = generation_index(PieceKind::Knight, from, to, false, generator))
        return 4 + *leap;
      return std::nullopt;
    case PieceKind::Gryphon:
      // (The pawn's steps forward, then the bishop's lines.)
      if (df == 0) return std::abs(dr) == 1 ? 0 : 1;
      if (const std::optional<int> line = line_index(4, 7)) return 2 + *line;
      return std::nullopt;
    case PieceKind::Ship:
      // (The pawn's captures, to the left first, then the rook's lines.)
      if (distance == 1 && std::abs(df) == 1 && std::abs(dr) == 1) return df == -1 ? 0 : 1;
      if (const std::optional<int> line = line_index(0, 3)) return 2 + *line;
      return std::nullopt;
    case PieceKind::Querquisite:
      // (pieces/walks/querquisite.c: the walk of the game array's piece on the unit's file.)
      switch (from.file()) {
        case 0:
        case 7:
          return line_index(0, 3);
        case 2:
        case 5:
          return line_index(4, 7);
        case 3:
          return line_index(0, 7);
        case 4:
          return distance == 1 ? line_index(0, 7) : std::nullopt;
        default:
          return generation_index(PieceKind::Knight, from, to, false, generator);
      }
    case PieceKind::BerolinaPawn:
      // (pieces/walks/pawns/berolina.c: the capture straight forward, en passant too, then the steps to
      // the left, to the right, each the single step before the double.)
      if (df == 0) return std::abs(dr) == 1 ? std::optional<int>(0) : std::nullopt;
      if (std::abs(df) != std::abs(dr) || distance > 2) return std::nullopt;
      return (df < 0 ? 1 : 3) + distance - 1;
    case PieceKind::ReversePawn:
      // (pieces/walks/pawns/reverse.c: the captures to the right, to the left, then the steps back.)
      if (df == 1) return 0;
      if (df == -1) return 1;
      return std::abs(dr) == 1 ? 2 : 3;
    case PieceKind::MarinePawn:
      // (pieces/walks/marine.c: the steps forward, then the captures to the right, to the left.)
      if (df == 0) return std::abs(dr) == 1 ? 0 : 1;
      return df > 0 ? 2 : 3;
    case PieceKind::ChinesePawn:
      // (pieces/walks/chinese/pawn.c: the step forward, then to the right, to the left.)
      if (distance != 1 || (df != 0 && dr != 0)) return std::nullopt;
      return df == 0 ? 0 : df == 1 ? 1 : 2;
    default:
      return fairy_generation_index(kind, df, dr);
  }
}

}  // namespace

std::optional<int> popeye_generation_place(PieceKind kind, Square from, Square to, bool en_passant) {
  return generation_index(kind, from, to, en_passant, PopeyeGenerator::Normal);
}

std::optional<int> popeye_walk_place(PieceKind kind) {
  static constexpr std::string_view kCodes[] = {
      "K",  "P",  "Q",  "S",  "R",  "B",  "LE", "MA", "PA", "VA", "RO", "G",  "N",  "Z",  "CA", "GI", "RF",
      "BU", "WE", "AL", "FE", "DA", "LI", "NE", "L",  "BP", "AM", "EM", "PR", "GN", "AN", "SQ", "WA", "DR",
      "KA", "SS", "UU", "HA", "M",  "EA", "SW", "AR", "RB", "C",  "NH", "DU", "CR", "ZR", "GR", "CH", "ZH",
      "GH", "DS", "BK", "EQ", "CT", "BS", "SP", "RL", "BL", "SI", "TR", "ND", "O",  "EH", "MO", "RR", "BR",
      "AO", "OA", "RH", "BH", "EK", "BT", "GT", "SK", "CY", "CG", "RN", "RP", "OK", "37", "G2", "G3", "16",
      "24", "35", "DG", "KH", "OR", "15", "25", "GL", "LR", "LB", "LN", "WR", "FR", "BI", "ET", "NA", "RM",
      "RE", "RW", "BM", "BE", "BW", "RA", "SO", "MG", "36", "NL", "ML", "MM", "F",  "DO", "RT", "BO", "QE",
      "QF", "QQ", "B1", "B2", "B3", "CP", "RK", "PP", "LS", "ZE", "BN", "S2", "S4", "S1", "S3", "QN", "DK",
      "DB", "NO", "TH", "LH", "GE", "GF", "KL", "KO", "KP", "SH", "GY", "MS", "PO", "MP", "MH", "ST", "SE",
      "FA", "LO", "SA", "AH", "OH", "HC", "EE", "EN", "SC"};
  const std::string_view code = builtin_piece(kind).popeye_code;
  for (size_t i = 0; i < std::size(kCodes); ++i)
    if (!code.empty() && kCodes[i] == code) return static_cast<int>(i);
  return std::nullopt;
}

namespace {

// The place of a super-transmuting king's move (a king's move that makes it a unit of another kind):
// Popeye generates the king's moves walk by walk, each walk's as that walk generates them.
std::optional<int> transmuting_generation_index(const OrderedMove& m, PopeyeGenerator generator) {
  const std::optional<int> walk = popeye_walk_place(m.promotion);
  if (!walk) return std::nullopt;
  const std::optional<int> within = generation_index(m.promotion, m.from, m.to, false, generator);
  if (!within) return std::nullopt;
  return *walk * 10000 + *within;
}

}  // namespace

namespace {

// A promotion's place in Popeye's order of promotions: queen, knight, rook, bishop, then the fairy walks
// in its order of walks (pieces/walks/pawns/promotee_sequence.c builds the list in that order).
int promotion_rank(PieceKind kind) {
  const int place = popeye_promotion_place(kind);
  if (place < 4) return place;
  const std::optional<int> walk = popeye_walk_place(kind);
  return 4 + (walk ? *walk : 1000);
}

// Popeye's order where its duplicate-move remover sorted the moves by their squares (PopeyeSorting::
// BySquares): departure, then arrival square, from h8 back; a pawn's promotions in Popeye's order.
std::vector<int> places_by_squares(const std::vector<OrderedMove>& moves) {
  auto index = [](Square s) { return s.rank() * 8 + s.file(); };
  std::vector<size_t> order(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    const OrderedMove& x = moves[a];
    const OrderedMove& y = moves[b];
    return std::make_tuple(-index(x.from), -index(x.to), promotion_rank(x.promotion)) <
           std::make_tuple(-index(y.from), -index(y.to), promotion_rank(y.promotion));
  });
  std::vector<int> places(moves.size());
  for (size_t place = 0; place < order.size(); ++place) places[order[place]] = static_cast<int>(place);
  return places;
}

// Popeye's order where MultiCaptures' filter sorted the moves (PopeyeSorting::CapturesFirst): the moves
// that take nothing from h8 back, by departure, then arrival; then the captures, by the square they
// capture on, then departure, then arrival, from h8 back; a pawn's promotions in Popeye's order.
std::vector<int> places_captures_first(const std::vector<OrderedMove>& moves) {
  auto index = [](Square s) { return s.is_some() ? s.rank() * 8 + s.file() : 64; };
  std::vector<size_t> order(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    const OrderedMove& x = moves[a];
    const OrderedMove& y = moves[b];
    return std::make_tuple(-index(x.captured), -index(x.from), -index(x.to), promotion_rank(x.promotion)) <
           std::make_tuple(-index(y.captured), -index(y.from), -index(y.to), promotion_rank(y.promotion));
  });
  std::vector<int> places(moves.size());
  for (size_t place = 0; place < order.size(); ++place) places[order[place]] = static_cast<int>(place);
  return places;
}

}  // namespace

// A castling's place among the king's moves: after every move of its walk.
constexpr int kCastlingPlace = 1 << 20;

std::optional<std::vector<int>> popeye_move_places(const std::vector<OrderedMove>& moves,
                                                   PopeyeGenerator generator, PopeyeSorting sorting) {
  if (sorting == PopeyeSorting::BySquares) {
    // (Castling, exchanges and other special moves: where the remover puts them has not been seen.)
    for (const OrderedMove& m : moves)
      if (m.special || m.castling || m.exchange || m.en_passant) return std::nullopt;
    if (generator == PopeyeGenerator::Mating) return std::nullopt;
    return places_by_squares(moves);
  }
  if (sorting == PopeyeSorting::CapturesFirst) {
    // (Castling is a king's move like another there; where the filter puts other special moves has not
    // been seen.)
    for (const OrderedMove& m : moves)
      if (m.special || m.exchange || m.other_side || m.path.walked_from.is_some()) return std::nullopt;
    if (generator == PopeyeGenerator::Mating) return std::nullopt;
    return places_captures_first(moves);
  }
  struct Keyed {
    bool other_side;
    int board, square, path, departure, generation, continued, promotion;
    size_t index;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) {
    const OrderedMove& m = moves[i];
    if (m.special) return std::nullopt;
    // (Popeye's mating generator, like the other, generates castling after the king's own moves:
    // optimisations/orthodox_mating_moves/orthodox_mating_move_generator.c, king().)
    // (Ultramarine chess's Poseidon castles as the king, after its own moves too.)
    if (m.castling && m.kind != PieceKind::King && m.kind != PieceKind::Poseidon) return std::nullopt;
    const bool transmuting = m.kind == PieceKind::King && m.promotion != PieceKind::None;
    if (m.path.capture_rank == MovePath::kCaptureRankUnknown) return std::nullopt;
    std::optional<int> generation =
        m.path.capture_rank >= 0 ? std::optional<int>(m.path.capture_rank)
        : transmuting            ? transmuting_generation_index(m, generator)
        : m.listed_place >= 0    ? std::optional<int>(m.listed_place)
        : m.castling             ? std::optional<int>(kCastlingPlace + (m.to.file() < m.from.file() ? 1 : 0))
        : m.exchange             ? std::optional<int>(10000 + m.to.rank() * 8 + m.to.file())
                                 : generation_index(m.path.walk != PieceKind::None ? m.path.walk : m.kind,
                                        m.path.walked_from.is_some() ? m.path.walked_from : m.from, m.to,
                                        m.en_passant, generator);
    // (A move to the rebirth square its walk does not make: after the unit's walk.)
    const bool before_walk = m.path.before_walk && generator == PopeyeGenerator::Normal;
    if (before_walk) generation = 0;
    if (!generation) return std::nullopt;
    if (m.exchange && generator == PopeyeGenerator::Mating) return std::nullopt;
    // (A second step's place among the makes of its capture, as the taken unit's walk generates them.)
    int continued = 0;
    if (m.path.continued_to.is_some()) {
      const std::optional<int> make =
          generation_index(m.path.continued_walk, m.to, m.path.continued_to, false, PopeyeGenerator::Normal);
      if (!make) return std::nullopt;
      continued = *make;
    }
    const int square = m.from.rank() * 8 + m.from.file();
    keyed.push_back({m.other_side, m.board, generator == PopeyeGenerator::Mating ? 63 - square : square,
                     before_walk          ? 2
                     : m.path.second_path ? 0
                                          : 1,
                     m.path.departure_rank, *generation, continued,
                     transmuting ? 0
                     : m.path.continued_promotion != PieceKind::None
                         ? promotion_rank(m.path.continued_promotion)
                         : promotion_rank(m.promotion),
                     i});
  }
  // The side's own units before the other side's; the boards generated last first (Alice chess's B);
  // units from a1 on (mating generator: from h8 back); a unit's moves of its second path before those
  // of its first, each in the reverse of their generation (the squares they are made from, then the
  // walk's order, then a capture's second steps in the reverse of the taken walk's order); promotions
  // in Popeye's order.
  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    return std::tie(a.other_side, b.board, a.square, a.path, b.departure, b.generation, b.continued,
                    a.promotion) < std::tie(b.other_side, a.board, b.square, b.path, a.departure,
                                            a.generation, a.continued, b.promotion);
  });
  std::vector<int> places(moves.size());
  for (size_t place = 0; place < keyed.size(); ++place) places[keyed[place].index] = static_cast<int>(place);
  return places;
}

std::optional<std::vector<Move>> popeye_first_move_order(const Position& pos, std::vector<Move> moves,
                                                         PopeyeSorting sorting) {
  return popeye_move_order(pos, std::move(moves), PopeyeGenerator::Normal, sorting);
}

namespace {

// A move's place in its unit's listed walk, where the listing is Popeye's order (-1: it is not, or the
// walk does not reach `to`).
int popeye_listed_place(const Position& pos, Square from, Square to) {
  const Piece mover = pos.at(from);
  if (!mover.is_unit()) return -1;
  const PieceDef& def = builtin_piece(mover.kind());
  if (!def.popeye_order_by_listing || def.parts.size() != 1 || def.parts.front().lister == nullptr) return -1;
  std::vector<Square> arrivals;
  def.parts.front().lister(pos, from, mover.colour(), arrivals);
  const auto at = std::find(arrivals.begin(), arrivals.end(), to);
  return at == arrivals.end() ? -1 : static_cast<int>(at - arrivals.begin());
}

}  // namespace

std::optional<std::vector<Move>> popeye_move_order(const Position& pos, std::vector<Move> moves,
                                                   PopeyeGenerator generator, PopeyeSorting sorting,
                                                   const std::vector<MovePath>& paths) {
  // (MultiCaptures for one side sorts that side's moves only.)
  if ((sorting == PopeyeSorting::WhiteCapturesFirst && pos.side_to_move() == Colour::White) ||
      (sorting == PopeyeSorting::BlackCapturesFirst && pos.side_to_move() == Colour::Black))
    sorting = PopeyeSorting::CapturesFirst;
  else if (sorting == PopeyeSorting::WhiteCapturesFirst || sorting == PopeyeSorting::BlackCapturesFirst)
    sorting = PopeyeSorting::ByGeneration;
  // A pass among the moves (White's exchange of roles, conditions/board/role_exchange.h) comes first, as
  // Popeye writes it ("1. RoleExchange !" before "1.b4-b5 !"); the others in Popeye's order.
  std::vector<Move> passes;
  std::vector<size_t> kept;
  for (size_t i = 0; i < moves.size(); ++i)
    if (moves[i].kind == MoveKind::Null)
      passes.push_back(moves[i]);
    else
      kept.push_back(i);
  std::vector<OrderedMove> read;
  read.reserve(kept.size());
  for (size_t i : kept) {
    const Move& m = moves[i];
    const bool exchange = m.kind == MoveKind::Swap;
    // (A locust's capture is a special move that goes from its square to its landing square.)
    const bool castling = m.kind == MoveKind::Castle;
    const bool locust =
        m.kind == MoveKind::Special && is_locust_walk(builtin_piece(pos.at(m.from).kind()).special);
    const bool special = m.kind != MoveKind::Normal && m.kind != MoveKind::DoubleStep &&
                         m.kind != MoveKind::EnPassant && !exchange && !locust && !castling;
    const Colour mover = pos.at(m.from).colour();
    const PieceKind walk =
        !paths.empty() && paths[i].walk != PieceKind::None ? paths[i].walk : pos.at(m.from).kind();
    read.push_back({walk, m.from, m.to, m.promotion, special, exchange, m.kind == MoveKind::EnPassant,
                    castling, paths.empty() ? MovePath{} : paths[i],
                    mover != pos.side_to_move() && mover != Colour::Neutral});
    read.back().listed_place = popeye_listed_place(pos, m.from, m.to);
    read.back().board = (pos.at(m.from).attributes() & kAttributeAliceB) ? 1 : 0;
    if (m.is_capture()) read.back().captured = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
  }
  const std::optional<std::vector<int>> places = popeye_move_places(read, generator, sorting);
  if (!places) return std::nullopt;
  std::vector<Move> ordered(moves.size());
  for (size_t i = 0; i < passes.size(); ++i) ordered[i] = passes[i];
  for (size_t k = 0; k < kept.size(); ++k)
    ordered[passes.size() + static_cast<size_t>((*places)[k])] = moves[kept[k]];
  return ordered;
}

bool popeye_order_known(PieceKind kind) {
  return is_orthodox_kind(kind) || kind == PieceKind::ChinesePawn || kind == PieceKind::Querquisite ||
         kind == PieceKind::ReversePawn || kind == PieceKind::MarinePawn || kind == PieceKind::Dragon ||
         kind == PieceKind::Gryphon || kind == PieceKind::Ship ||
         builtin_piece(kind).popeye_order_by_listing || !fairy_places(kind).empty();
}

bool popeye_sorts_moves_by_squares(const ProblemTwin& twin) {
  // Popeye's English codes of those walks, in the order of its list.
  static constexpr std::array<std::string_view, 38> kCodes = {
      "RB", "AR", "SA", "BK", "BN", "F",  "O",  "DG", "DK", "DB", "RK", "TH", "GE",
      "LH", "GF", "RO", "RP", "RN", "RA", "SS", "DS", "S1", "S2", "S3", "S4", "BT",
      "GT", "QN", "M",  "RM", "BM", "EA", "RE", "BE", "SW", "RW", "BW", "MG"};
  auto removes_duplicates = [](const Unit& unit) {
    return std::find(kCodes.begin(), kCodes.end(), unit.kind) != kCodes.end();
  };
  // (Popeye counts the walks PromOnly names among those that may appear: solving/machinery/twin.c.)
  for (const ConditionSpec& written : twin.conditions) {
    const ConditionSpec condition = base_condition(written);
    if (condition.name != "PromOnly") continue;
    for (const std::string& argument : condition.arguments) {
      std::string code;
      for (char c : argument) code += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (std::find(kCodes.begin(), kCodes.end(), code) != kCodes.end()) return true;
    }
  }
  return std::any_of(twin.units.begin(), twin.units.end(), removes_duplicates) ||
         std::any_of(twin.target_units.begin(), twin.target_units.end(), removes_duplicates);
}

bool popeye_tries_mates_by_checks(const ProblemTwin& twin) {
  const Stipulation& stip = twin.stipulation;
  if (stip.goal != Goal::Mate && stip.goal != Goal::Check && stip.goal != Goal::DoubleMate) return false;
  // (Reflex play: the goal moves either side must play when it has one, looked for as a last move.)
  if (stip.play != Play::Direct && stip.play != Play::Help && stip.play != Play::Reflex) return false;
  if (!stip.other_play.empty() || stip.reci_goal) return false;
  for (const Unit& unit : twin.units) {
    // (Neutral units turn it off only beside Circe, below.)
    if (!unit.attributes.empty()) return false;
    if (unit.kind != "K" && unit.kind != "Q" && unit.kind != "R" && unit.kind != "B" && unit.kind != "S" &&
        unit.kind != "P")
      return false;
  }
  // Conditions with which Popeye keeps the generator (none of its exceptions), read in its sources.
  // (SingleBox Type1 and Type2 keep it too; Type3 turns it off.)
  // (So do MagicSquares of the first type.)
  static constexpr std::string_view kKeeping[] = {
      "Circe", "GhostChess", "MAFF",         "Masand",       "NoCapture",
      "Pepo",  "SingleBox",  "MagicSquares", "HauntedChess", "AndernachChess"};
  // Circe's words that turn it off (solving/machinery/twin.c: Rex inclusive, turncoats, Volcanic,
  // Parachute and Assassin, and Parrain and Contraparrain, whose rebirths follow the last move's
  // capture); with its other words (CaptureSquare, WaitCapture, the rebirth rules …) it stays on.
  static constexpr std::string_view kCirceTurningOff[] = {
      "rexinclusive", "turncoats", "volcanic", "parachute", "assassin", "parrain", "contraparrain"};
  const bool neutrals = std::any_of(twin.units.begin(), twin.units.end(),
                                    [](const Unit& unit) { return unit.colour == UnitColour::Neutral; });
  for (const ConditionSpec& written : twin.conditions) {
    // (A Circe shortcut is Circe with its words: "ChameleonCirce" is "Circe Chameleon".)
    const ConditionSpec condition = base_condition(written);
    if (neutrals && condition.name == "Circe") return false;
    const bool keeping =
        std::find(std::begin(kKeeping), std::end(kKeeping), condition.name) != std::end(kKeeping);
    if (!keeping) return false;
    for (const std::string& argument : condition.arguments) {
      std::string word;
      for (char c : argument) word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (condition.name == "MagicSquares") {
        // (Its squares; the second type has not been seen.)
        if (word.find("type") != std::string::npos) return false;
        continue;
      }
      if (condition.name == "SingleBox") {
        if (word != "type1" && word != "type2") return false;
        continue;
      }
      if (condition.name != "Circe" || std::find(std::begin(kCirceTurningOff), std::end(kCirceTurningOff),
                                                 word) != std::end(kCirceTurningOff))
        return false;
    }
  }
  return true;
}

}  // namespace nightrider::solver
