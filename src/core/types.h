// Small strong types shared by every layer: colours, squares, piece kinds and pieces.
#pragma once

#include <cstdint>
#include <string>

namespace nightrider {

enum class Colour : uint8_t { White = 0, Black = 1, Neutral = 2, None = 3 };

constexpr Colour opposite(Colour c) {
  return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : c;
}
constexpr int index_of(Colour c) { return static_cast<int>(c); }

// A square as file + 16 * rank: files and ranks up to 12 (the largest board we support) fit, and the
// file and rank are known without the geometry. Which squares exist is the geometry's business.
class Square {
 public:
  constexpr Square() = default;
  constexpr Square(int file, int rank) : value_(static_cast<uint8_t>(file + 16 * rank)) {}
  static constexpr Square from_index(int value) {
    Square s;
    s.value_ = static_cast<uint8_t>(value);
    return s;
  }
  static constexpr Square none() { return Square(); }

  constexpr int file() const { return value_ & 15; }
  constexpr int rank() const { return value_ >> 4; }
  constexpr int index() const { return value_; }
  constexpr bool is_none() const { return value_ == kNone; }
  constexpr bool is_some() const { return value_ != kNone; }
  friend constexpr bool operator==(Square, Square) = default;

  static constexpr int kMaxFiles = 12;
  static constexpr int kMaxRanks = 12;
  static constexpr int kIndexSpace = 256;

 private:
  static constexpr uint8_t kNone = 255;
  uint8_t value_ = kNone;
};

// Every kind of unit the engine knows. Variants choose which kinds they use and which letters name
// them (Rococo's 'Q' is a pushme-pullyu); walks live in pieces/.
enum class PieceKind : uint8_t {
  None = 0,
  Hole,  // a square that can be neither occupied nor crossed (Haan, Hole condition, board shapes)
  King,
  Queen,
  Rook,
  Bishop,
  Knight,
  Pawn,
  AntiKing,
  BerolinaPawn,
  PushmePullyu,
  Swapper,
  LongLeaper,
  Chameleon,
  Immobilizer,
  CannonPawn,
  Nightrider,
  Grasshopper,
  Camel,           // (1,3) leaper
  Giraffe,         // (1,4) leaper
  Zebra,           // (2,3) leaper
  Lion,            // queen-line hopper landing anywhere beyond its hurdle
  Leo,             // Chinese queen: moves as a queen, captures over one hurdle at any distance
  Moose,           // queen-line hopper turned 45 degrees at its hurdle (Popeye's Elk, German Elch)
  Spiralspringer,  // knight zigzag rider
  Fersrider,       // the fers (1,1) as a rider: a bishop's walk under a fairy piece's name
  Orphan,          // moves as the enemy units that observe it (through chains of orphans)
  // The leapers and riders that are rows of the piece catalogue alone (pieces/piece_def.cpp).
  Wesir,
  Fers,
  Alfil,
  Dabbaba,
  RootFiftyLeaper,
  Bucephale,
  Antelope,
  Gnu,
  Squirrel,
  Okapi,
  Bison,
  Leaper15,
  Leaper16,
  Leaper24,
  Leaper25,
  Leaper35,
  Leaper36,
  Leaper37,
  Amazon,
  Empress,
  Princess,
  Waran,
  Camelrider,
  Zebrarider,
  Gnurider,
  Wesirrider,
  RookHopper,
  BishopHopper,
  NightriderHopper,
  CamelriderHopper,
  ZebrariderHopper,
  GnuriderHopper,
  Grasshopper2,       // queen-line hopper landing two squares beyond its hurdle
  Grasshopper3,       // three squares beyond
  Elephant,           // queen + nightrider as one rider
  Dummy,              // no walk: it never moves nor observes
  Pao,                // Chinese rook: moves as a rook, captures over one hurdle
  Vao,                // Chinese bishop
  Nao,                // Chinese nightrider
  RookLion,           // the lion's walk on rook lines
  BishopLion,         // on bishop lines
  NightriderLion,     // on nightrider lines
  KingHopper,         // hops over an adjacent unit to the square just beyond
  KnightHopper,       // the same along a knight's leap
  ContraGrasshopper,  // hops over an adjacent unit to any square beyond (queen lines)
  Zebu,               // camel + giraffe
  Scorpion,           // king + grasshopper
  Gral,               // alfil + rook hopper
  Mao,                // knight leap through the orthogonal square next to it, which must be empty
  Moa,                // through the diagonal square
  Maorider,           // the mao's steps as a rider
  Moarider,           // the moa's
  Rose,               // knight steps turning round an octagon
  Rao,                // Chinese rose: moves as a rose, captures over one hurdle on its octagon
  RoseLion,           // the lion's walk on the rose's octagons
  RoseHopper,         // the grasshopper's
  Equihopper,         // to the square mirrored in its hurdle, the line between empty
  NonstopEquihopper,  // the same, whatever stands between
  Locust,             // takes by passing over an enemy unit on a queen line to the square right behind it
  RookLocust,         // the same on rook lines
  BishopLocust,       // on bishop lines
  NightriderLocust,   // on nightrider lines
  // Walks whose arrivals a function lists (StepKind::Listed, pieces/listed_walks.h).
  RadialKnight,        // over an enemy unit a leap away to any square that leap's length beyond it
  Treehopper,          // the same over any unit, on the queen's lengths
  GreaterTreehopper,   // on every length
  Leafhopper,          // with a unit a leap away, to the other squares at that leap's length
  GreaterLeafhopper,   // on every length
  BouncyKnight,        // up to three knight leaps, turning on empty edge squares
  BouncyNightrider,    // nightrider lines turning on empty edge squares
  Edgehog,             // a queen's ride between the edge and the squares off it
  DoubleGrasshopper,   // two grasshopper hops in one move
  DoubleRookHopper,    // on rook lines
  DoubleBishopHopper,  // on bishop lines
  SuperPawn,           // a pawn moving as a rook forward, taking as a bishop forward
  SuperBerolinaPawn,   // moving as a bishop forward, taking as a rook forward
  ReversePawn,         // a pawn going the other way, towards its own side's first rank (Popeye's PP)
  // Zigzags of Popeye's (StepKind::Zigzag over pairs of its vector table).
  DiagonalSpiralspringer,  // knight steps zigzagging along a diagonal
  Boyscout,                // bishop steps zigzagging
  Girlscout,               // rook steps zigzagging
  Spiralspringer11,        // knight steps zigzagging along (1,1) lines
  Spiralspringer20,        // along (2,0) lines
  Spiralspringer33,        // along (3,3) lines
  Spiralspringer40,        // along (4,0) lines
  Quintessence,            // knight steps zigzagging along (1,3) lines
  // Popeye's bouncers (listed walks): as far back along a line as the first unit or the edge is ahead.
  Bouncer,        // on queen lines
  RookBouncer,    // on rook lines
  BishopBouncer,  // on bishop lines
  ChinesePawn,    // a step forward, sideways too past the middle of the board; never promotes
  Kao,            // Chinese knight: leaps to move, takes over a unit a leap away, a leap beyond it
  // The marine pieces (pieces/marine.h): they move as their namesake and take as a locust does.
  Sirene,        // queen
  Triton,        // rook
  Nereide,       // bishop
  MarineKnight,  // knight
  Poseidon,      // king (royal: a king in Popeye)
  MarinePawn,    // a pawn's steps; takes as a locust a diagonal step forward (Popeye's MP)
  MarineShip,    // the triton's moves and the marine pawn's captures (Popeye's MH)
  // The moose's kin (StepKind::HopTurned): the line turns at the hurdle by 90 or 135 degrees, or by
  // 45 degrees on the rook's or the bishop's lines alone.
  Eagle,             // queen lines, 90 degrees
  Sparrow,           // queen lines, 135 degrees
  RookMoose,         // rook lines, 45 degrees
  RookEagle,         // rook lines, 90 degrees
  RookSparrow,       // rook lines, 135 degrees
  BishopMoose,       // bishop lines, 45 degrees
  BishopEagle,       // bishop lines, 90 degrees
  BishopSparrow,     // bishop lines, 135 degrees
  Orix,              // the equihopper's queen lines alone: to the square mirrored in the first unit met
  NonstopOrix,       // the same over a unit at most three steps away on a queen line, whatever stands between
  Hamster,           // to the square just before the first unit on a queen line; never takes
  ContraHamster,     // away from a unit next to it, along that line as a queen
  Kangaroo,          // over two units on a queen line to the square just beyond the second
  KangarooLion,      // the same to any square beyond the second, the squares between empty
  Marguerite,        // moose, eagle, sparrow, grasshopper and hamster in one
  Sting,             // grasshopper and king in one; royal (a king in Popeye)
  RookHunter,        // up as a rook, down as a bishop (up and down the board's, for either side)
  BishopHunter,      // up as a bishop, down as a rook
  ReflectingBishop,  // a bishop reflected at the board's edge up to four times
  Archbishop,        // the same, reflected once at most
  Querquisite,       // moves as the piece whose file it stands on: rook, knight, bishop, queen, king
  Dolphin,           // kangaroo and grasshopper in one
  Rabbit,            // over two units on a queen line to any square beyond the second, up to the next unit
  Bob,               // the same over four units
  Scarabeus,         // over the first unit on a queen line, a knight's leap on, the line turned least
  Ubiubi,            // any number of knight leaps over empty squares, to an empty square or the first unit
  Maohopper,         // a knight's leap over a unit on the mao's passed square
  Moahopper,         // a knight's leap over a unit on the moa's passed square
  EagleEquihopper,   // an equihopper's hop turned by a right angle at the hurdle
  EagleNonstopEquihopper,  // the same, whatever stands between
  Gryphon,                 // a pawn's steps forward and a bishop's rides
  Ship,                    // a pawn's captures and a rook's rides
  Dragon,                  // a pawn's moves and a knight's leaps
  // The Argentinian pieces: they take as a queen, rook or bishop and move as its lion (beyond a unit).
  Senora,
  Faro,
  Loco,
  Saltador,      // moves as the mao- and moahopper, takes as the mao and moa
  Friend,        // moves as the friendly units that observe it (through chains of friends)
  Erlking,       // the king's steps, not royal
  MaoriderLion,  // the lion's walk on the maorider's lines: over one unit (on a passed or an arrival square)
  MoariderLion,  // on the moarider's lines
  // Popeye's hunters of any two walks ("S/B"): the first walk away from the unit's side (forward), the
  // second home (backward); each problem defines its own (Rules::define_hunter).
  Hunter0,
  Hunter1,
  Hunter2,
  Hunter3,
  Hunter4,
  Hunter5,
  Hunter6,
  Hunter7,
  Hunter8,
  Hunter9,
  Count
};
constexpr int kPieceKindCount = static_cast<int>(PieceKind::Count);

// Attribute flags of a unit (Piece::attributes(): up to kPieceAttributeBits bits, the part of a Piece's
// 32-bit word that colour and kind leave).
using PieceAttributes = uint32_t;
enum PieceAttribute : PieceAttributes {
  kAttributeUncapturable = 1,  // no move may capture it (Ghost chess's ghosts)
  kAttributeKamikaze = 2,   // it leaves the board (or, under Circe, goes to its rebirth square) when it takes
  kAttributeChameleon = 4,  // it changes kind each time it moves (conditions/transmutation/chameleon_units.h)
  kAttributeRoyal = 8,      // it is royal as a king is: its side is in check when it is attacked
  kAttributeParalysing =
      16,  // it paralyses the enemy units it observes (conditions/observation/paralysing_units.h)
  // It has used up a change a rule makes once per unit (Volage's change of side:
  // conditions/recolouring/volage.h).
  kAttributeSpent = 32,
  // Walks a unit has gained beside its kind's (a rule that adds walks to units: Absorbant): it also moves,
  // takes and observes as a pawn, a knight, a bishop or a rook of its side (a queen's walk is the
  // bishop's and the rook's). The rule that gives them generates and tests those walks; the core keeps
  // them as part of the unit, in FEN and in the hash.
  kAttributeWalkPawn = 64,
  kAttributeWalkKnight = 128,
  kAttributeWalkBishop = 256,
  kAttributeWalkRook = 512,
  // It turns neutral when it moves as a unit of a side, and joins the side that moved it when it moves as
  // a neutral unit (conditions/recolouring/half_neutral.h).
  kAttributeHalfNeutral = 1024,
  // A hopper that changes the side of the unit it hops over
  // (conditions/recolouring/hurdle_colour_changing.h).
  kAttributeHurdleColourChanging = 2048,
  // It changes side (to neutral, a neutral one to the mover's) when its move gives check, Popeye's
  // attribute Anda (conditions/recolouring/anda.h).
  kAttributeAnda = 4096,
  // A hopper that moves the unit it hops over (conditions/movers/hurdle_movers.h): Popeye's Bul and Dob.
  kAttributeBul = 8192,
  kAttributeDob = 16384,
  // It changes the side of the units it observes (conditions/recolouring/magic_units.h).
  kAttributeMagic = 32768,
  // Popeye's attribute Functionary: FunctionaryChess's rule for this unit alone
  // (conditions/observation/functionary.h).
  kAttributeFunctionary = 65536,
  // Popeye's attribute Patrol: Patrouille's rule for this unit alone (conditions/observation/ultra_patrol.h).
  kAttributePatrol = 131072,
  // It stands on Alice chess's board B (Popeye's attribute AliceB); the others stand on board A.
  kAttributeAliceB = 262144,
};
// The bits a Piece keeps for attributes (32 less 2 for the colour and 8 for the kind).
constexpr int kPieceAttributeBits = 22;
static_assert(kAttributeAliceB < (1u << kPieceAttributeBits), "every attribute must fit in a Piece");
constexpr PieceAttributes kAttributeWalks =
    kAttributeWalkPawn | kAttributeWalkKnight | kAttributeWalkBishop | kAttributeWalkRook;

// Each attribute's marker after a piece letter in FEN (our extension of FEN: docs/conditions.md).
struct AttributeMarker {
  PieceAttribute attribute;
  char marker;
};
inline constexpr AttributeMarker kAttributeMarkers[] = {
    {kAttributeUncapturable, '^'}, {kAttributeKamikaze, '!'},    {kAttributeChameleon, '~'},
    {kAttributeRoyal, '*'},        {kAttributeParalysing, '%'},  {kAttributeSpent, '\''},
    {kAttributeWalkPawn, ':'},     {kAttributeWalkKnight, ';'},  {kAttributeWalkBishop, '<'},
    {kAttributeWalkRook, '>'},     {kAttributeHalfNeutral, '&'}, {kAttributeHurdleColourChanging, '$'},
    {kAttributeAnda, '+'},         {kAttributeAliceB, '|'},
};

// A unit on the board: colour (2 bits), kind (8 bits) and attribute flags (kamikaze, royal … for the
// solver; kPieceAttributeBits bits) in one 32-bit word.
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(PieceKind kind, Colour colour, PieceAttributes attributes = 0)
      : code_(static_cast<unsigned>(kind) << 2 | static_cast<unsigned>(colour) |
              static_cast<uint32_t>(attributes) << 10) {}
  static constexpr Piece empty() { return Piece(); }
  static constexpr Piece hole() { return Piece(PieceKind::Hole, Colour::None); }

  constexpr PieceKind kind() const { return static_cast<PieceKind>((code_ >> 2) & 0xFF); }
  constexpr Colour colour() const { return static_cast<Colour>(code_ & 3); }
  constexpr PieceAttributes attributes() const { return static_cast<PieceAttributes>(code_ >> 10); }
  constexpr bool is_empty() const { return code_ == 0; }
  constexpr bool is_hole() const { return kind() == PieceKind::Hole; }
  // A unit that belongs to a side (not empty, not a hole).
  constexpr bool is_unit() const { return kind() > PieceKind::Hole; }
  constexpr uint32_t code() const { return code_; }
  constexpr Piece with_colour(Colour c) const { return Piece(kind(), c, attributes()); }
  // This kind and colour, whatever its attributes (a kamikaze rook is a rook).
  constexpr bool is(PieceKind k, Colour c) const { return kind() == k && colour() == c; }
  constexpr Piece with_kind(PieceKind k) const { return Piece(k, colour(), attributes()); }
  friend constexpr bool operator==(Piece, Piece) = default;

 private:
  uint32_t code_ = 0;
};

}  // namespace nightrider
