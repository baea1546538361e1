#include "pieces/piece_def.h"

#include <algorithm>
#include <array>

#include "pieces/listed_walks.h"
#include "pieces/locust.h"
#include "pieces/marine.h"
#include "pieces/pawned.h"

namespace nightrider {
namespace {

const std::vector<Vec> kOrthogonal = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const std::vector<Vec> kDiagonal = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<Vec> kAllEight = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<Vec> kKnight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

std::array<PieceDef, kPieceKindCount> make_catalog() {
  std::array<PieceDef, kPieceKindCount> c{};
  auto def = [&](PieceKind k, std::string_view name, char letter, std::string_view popeye_code = {}) -> PieceDef& {
    PieceDef& d = c[static_cast<int>(k)];
    d.kind = k;
    d.name = name;
    d.letter = letter;
    d.popeye_code = popeye_code;
    return d;
  };
  def(PieceKind::None, "none", '.');
  def(PieceKind::Hole, "hole", '*');
  {
    auto& d = def(PieceKind::King, "king", 'K', "K");
    d.royal = true;
    d.parts = {{StepKind::Leap, StepMode::MoveAndCapture, kAllEight}};
  }
  def(PieceKind::Queen, "queen", 'Q', "Q").parts = {{StepKind::Ride, StepMode::MoveAndCapture, kAllEight}};
  def(PieceKind::Rook, "rook", 'R', "R").parts = {{StepKind::Ride, StepMode::MoveAndCapture, kOrthogonal}};
  def(PieceKind::Bishop, "bishop", 'B', "B").parts = {{StepKind::Ride, StepMode::MoveAndCapture, kDiagonal}};
  def(PieceKind::Knight, "knight", 'N', "S").parts = {{StepKind::Leap, StepMode::MoveAndCapture, kKnight}};
  {
    auto& d = def(PieceKind::Pawn, "pawn", 'P', "P");
    d.pawn = true;
    d.parts = {{StepKind::Leap, StepMode::MoveOnly, {{0, 1}}},
               {StepKind::Leap, StepMode::CaptureOnly, {{-1, 1}, {1, 1}}}};
  }
  {
    auto& d = def(PieceKind::AntiKing, "anti-king", 'A');
    d.royal = true;
    d.target = CaptureTarget::Friend;
    d.parts = {{StepKind::Leap, StepMode::MoveAndCapture, kAllEight}};
  }
  {
    // Berolina pawn: moves diagonally forward, captures straight ahead.
    auto& d = def(PieceKind::BerolinaPawn, "berolina pawn", 'P', "BP");
    d.pawn = true;
    d.parts = {{StepKind::Leap, StepMode::MoveOnly, {{-1, 1}, {1, 1}}},
               {StepKind::Leap, StepMode::CaptureOnly, {{0, 1}}}};
  }
  // Rococo's family: special walks are attached by variants/rococo (see pieces/rococo_*.cpp).
  def(PieceKind::PushmePullyu, "pushme-pullyu", 'Q');
  def(PieceKind::Swapper, "swapper", 'R');
  def(PieceKind::LongLeaper, "long leaper", 'N');
  def(PieceKind::Chameleon, "chameleon", 'B');
  def(PieceKind::Immobilizer, "immobilizer", 'M');
  def(PieceKind::CannonPawn, "cannon pawn", 'P');
  {
    std::vector<Vec> v = kKnight;
    def(PieceKind::Nightrider, "nightrider", 'N', "N").parts = {{StepKind::Ride, StepMode::MoveAndCapture, v}};
  }
  def(PieceKind::Grasshopper, "grasshopper", 'G', "G").parts = {
      {StepKind::Hop, StepMode::MoveAndCapture, kAllEight}};
  // The (a,b) leapers of the problemists: every one of the eight (±a,±b) and (±b,±a) leaps.
  auto leaper = [](int a, int b) {
    std::vector<Vec> v;
    for (int sa : {1, -1})
      for (int sb : {1, -1}) {
        v.push_back(Vec{static_cast<int8_t>(sa * a), static_cast<int8_t>(sb * b)});
        v.push_back(Vec{static_cast<int8_t>(sb * b), static_cast<int8_t>(sa * a)});
      }
    return v;
  };
  def(PieceKind::Camel, "camel", 'C', "CA").parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(1, 3)}};
  def(PieceKind::Giraffe, "giraffe", 'F', "GI").parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(1, 4)}};
  def(PieceKind::Zebra, "zebra", 'Z', "Z").parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(2, 3)}};
  def(PieceKind::Lion, "lion", 'L', "LI").parts = {{StepKind::HopBeyond, StepMode::MoveAndCapture, kAllEight}};
  // The Chinese pieces move as riders and capture over a hurdle (Popeye's Leo, Pao, Vao).
  def(PieceKind::Leo, "leo", 'E', "LE").parts = {{StepKind::Ride, StepMode::MoveOnly, kAllEight},
                                           {StepKind::HopBeyond, StepMode::CaptureOnly, kAllEight}};
  def(PieceKind::Moose, "moose", 'M', "M").parts = {{StepKind::HopTurned, StepMode::MoveAndCapture, kAllEight}};
  {
    // Each knight step (a,b) zigzags with its reflections (a,-b) and (-a,b): sixteen paths.
    std::vector<Vec> zig, zag;
    for (Vec v : kKnight) {
      zig.push_back(v);
      zag.push_back(Vec{v.df, static_cast<int8_t>(-v.dr)});
      zig.push_back(v);
      zag.push_back(Vec{static_cast<int8_t>(-v.df), v.dr});
    }
    def(PieceKind::Spiralspringer, "spiralspringer", 'W', "SS").parts = {
        {StepKind::Zigzag, StepMode::MoveAndCapture, zig, zag}};
  }
  def(PieceKind::Fersrider, "fersrider", 'D', "FR").parts = {{StepKind::Ride, StepMode::MoveAndCapture, kDiagonal}};
  def(PieceKind::Orphan, "orphan", 'O', "O").borrows_walks = true;
  // The locusts (pieces/locust.h): they take the unit they pass over on a line and land right behind it.
  def(PieceKind::Locust, "locust", 'L', "L").special = &kLocustWalk;
  def(PieceKind::RookLocust, "rook-locust", 'L', "LR").special = &kRookLocustWalk;
  def(PieceKind::BishopLocust, "bishop-locust", 'L', "LB").special = &kBishopLocustWalk;
  def(PieceKind::NightriderLocust, "nightrider-locust", 'L', "LN").special = &kNightriderLocustWalk;

  // Pieces that are rows only: leapers, riders and their compounds, with Popeye's codes.
  using Parts = std::vector<WalkPart>;
  auto leaps = [](std::vector<Vec> v) { return WalkPart{StepKind::Leap, StepMode::MoveAndCapture, std::move(v)}; };
  auto rides = [](std::vector<Vec> v) { return WalkPart{StepKind::Ride, StepMode::MoveAndCapture, std::move(v)}; };
  auto both = [](std::vector<Vec> a, const std::vector<Vec>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
  };
  // (a,0) and (a,a) leaps have four vectors: leaper() lists each of them twice.
  auto distinct = [](std::vector<Vec> v) {
    std::vector<Vec> out;
    for (Vec x : v)
      if (std::none_of(out.begin(), out.end(), [&](Vec y) { return x.df == y.df && x.dr == y.dr; })) out.push_back(x);
    return out;
  };
  def(PieceKind::Wesir, "wesir", 'W', "WE").parts = Parts{leaps(kOrthogonal)};
  def(PieceKind::Fers, "fers", 'F', "FE").parts = Parts{leaps(kDiagonal)};
  def(PieceKind::Alfil, "alfil", 'A', "AL").parts = Parts{leaps(distinct(leaper(2, 2)))};
  def(PieceKind::Dabbaba, "dabbaba", 'D', "DA").parts = Parts{leaps(distinct(leaper(2, 0)))};
  def(PieceKind::RootFiftyLeaper, "root-50 leaper", 'R', "RF").parts =
      Parts{leaps(both(leaper(1, 7), distinct(leaper(5, 5))))};
  def(PieceKind::Bucephale, "bucephale", 'B', "BU").parts = Parts{leaps(both(leaper(3, 4), distinct(leaper(5, 0))))};
  def(PieceKind::Antelope, "antelope", 'A', "AN").parts = Parts{leaps(leaper(3, 4))};
  def(PieceKind::Gnu, "gnu", 'G', "GN").parts = Parts{leaps(both(leaper(1, 3), kKnight))};
  def(PieceKind::Squirrel, "squirrel", 'S', "SQ").parts =
      Parts{leaps(both(both(distinct(leaper(2, 0)), distinct(leaper(2, 2))), kKnight))};
  def(PieceKind::Okapi, "okapi", 'O', "OK").parts = Parts{leaps(both(kKnight, leaper(2, 3)))};
  def(PieceKind::Bison, "bison", 'B', "BI").parts = Parts{leaps(both(leaper(1, 3), leaper(2, 3)))};
  def(PieceKind::Leaper15, "(1,5) leaper", 'L', "15").parts = Parts{leaps(leaper(1, 5))};
  def(PieceKind::Leaper16, "(1,6) leaper", 'L', "16").parts = Parts{leaps(leaper(1, 6))};
  def(PieceKind::Leaper24, "(2,4) leaper", 'L', "24").parts = Parts{leaps(leaper(2, 4))};
  def(PieceKind::Leaper25, "(2,5) leaper", 'L', "25").parts = Parts{leaps(leaper(2, 5))};
  def(PieceKind::Leaper35, "(3,5) leaper", 'L', "35").parts = Parts{leaps(leaper(3, 5))};
  def(PieceKind::Leaper36, "(3,6) leaper", 'L', "36").parts = Parts{leaps(leaper(3, 6))};
  def(PieceKind::Leaper37, "(3,7) leaper", 'L', "37").parts = Parts{leaps(leaper(3, 7))};
  def(PieceKind::Amazon, "amazon", 'A', "AM").parts = Parts{rides(kAllEight), leaps(kKnight)};
  def(PieceKind::Empress, "empress", 'E', "EM").parts = Parts{rides(kOrthogonal), leaps(kKnight)};
  def(PieceKind::Princess, "princess", 'P', "PR").parts = Parts{rides(kDiagonal), leaps(kKnight)};
  def(PieceKind::Waran, "waran", 'W', "WA").parts = Parts{rides(kKnight), rides(kOrthogonal)};
  def(PieceKind::Camelrider, "camelrider", 'C', "CR").parts = Parts{rides(leaper(1, 3))};
  def(PieceKind::Zebrarider, "zebrarider", 'Z', "ZR").parts = Parts{rides(leaper(2, 3))};
  def(PieceKind::Gnurider, "gnurider", 'G', "GR").parts = Parts{rides(both(leaper(1, 3), kKnight))};
  def(PieceKind::Wesirrider, "wesirrider", 'W', "WR").parts = Parts{rides(kOrthogonal)};
  // Hoppers along the lines of a rider: over the first unit met, to the square just beyond it.
  auto hops = [](std::vector<Vec> v) { return WalkPart{StepKind::Hop, StepMode::MoveAndCapture, std::move(v)}; };
  def(PieceKind::RookHopper, "rook hopper", 'H', "RH").parts = Parts{hops(kOrthogonal)};
  def(PieceKind::BishopHopper, "bishop hopper", 'H', "BH").parts = Parts{hops(kDiagonal)};
  def(PieceKind::NightriderHopper, "nightrider hopper", 'H', "NH").parts = Parts{hops(kKnight)};
  def(PieceKind::CamelriderHopper, "camelrider hopper", 'H', "CH").parts = Parts{hops(leaper(1, 3))};
  def(PieceKind::ZebrariderHopper, "zebrarider hopper", 'H', "ZH").parts = Parts{hops(leaper(2, 3))};
  def(PieceKind::GnuriderHopper, "gnurider hopper", 'H', "GH").parts = Parts{hops(both(leaper(1, 3), kKnight))};
  // The grasshopper-n: over the first unit met to the n-th square beyond it, the squares between empty.
  auto hops_beyond = [&](int8_t n) {
    WalkPart part = hops(kAllEight);
    part.beyond = n;
    return part;
  };
  def(PieceKind::Grasshopper2, "grasshopper-2", 'G', "G2").parts = Parts{hops_beyond(2)};
  def(PieceKind::Grasshopper3, "grasshopper-3", 'G', "G3").parts = Parts{hops_beyond(3)};
  // Over a unit standing one step away, to the square just beyond (the leaper hoppers).
  auto hops_adjacent = [&](std::vector<Vec> v) {
    WalkPart part = hops(std::move(v));
    part.hurdle_adjacent = true;
    return part;
  };
  def(PieceKind::KingHopper, "king hopper", 'H', "KH").parts = Parts{hops_adjacent(kAllEight)};
  def(PieceKind::KnightHopper, "knight hopper", 'H', "KP").parts = Parts{hops_adjacent(kKnight)};
  {
    // Over a unit standing one step away, to any square beyond: empty ones, or the first unit met.
    WalkPart part{StepKind::HopBeyond, StepMode::MoveAndCapture, kAllEight};
    part.hurdle_adjacent = true;
    def(PieceKind::ContraGrasshopper, "contra-grasshopper", 'G', "CG").parts = Parts{part};
  }
  // Popeye's elephant rides on the queen's and the nightrider's lines.
  def(PieceKind::Elephant, "elephant", 'E', "ET").parts = Parts{rides(both(kAllEight, kKnight))};
  // The dummy has no walk: it neither moves nor observes, and no pawn promotes to it.
  def(PieceKind::Dummy, "dummy", 'U', "DU").promotee = false;
  // The Chinese rook, bishop and nightrider (the leo's family): ride to move, capture over one hurdle.
  auto chinese = [](const std::vector<Vec>& v) {
    return Parts{{StepKind::Ride, StepMode::MoveOnly, v}, {StepKind::HopBeyond, StepMode::CaptureOnly, v}};
  };
  def(PieceKind::Pao, "pao", 'P', "PA").parts = chinese(kOrthogonal);
  def(PieceKind::Vao, "vao", 'V', "VA").parts = chinese(kDiagonal);
  def(PieceKind::Nao, "nao", 'N', "NA").parts = chinese(kKnight);
  // The lion's walk (over the first unit met, to any square beyond it) on other lines.
  auto lion = [](std::vector<Vec> v) { return WalkPart{StepKind::HopBeyond, StepMode::MoveAndCapture, std::move(v)}; };
  def(PieceKind::RookLion, "rook lion", 'L', "RL").parts = Parts{lion(kOrthogonal)};
  def(PieceKind::BishopLion, "bishop lion", 'L', "BL").parts = Parts{lion(kDiagonal)};
  def(PieceKind::NightriderLion, "nightrider lion", 'L', "NL").parts = Parts{lion(kKnight)};
  // Compounds of leaps and hops.
  def(PieceKind::Zebu, "zebu", 'Z', "ZE").parts = Parts{leaps(leaper(1, 3)), leaps(leaper(1, 4))};
  def(PieceKind::Scorpion, "scorpion", 'S', "SO").parts = Parts{leaps(kAllEight), hops(kAllEight)};
  def(PieceKind::Gral, "gral", 'G', "GL").parts = Parts{leaps(distinct(leaper(2, 2))), hops(kOrthogonal)};
  // The mao and moa: knight leaps through the square next to the unit on the leap's long side (the mao:
  // (0,1) for (1,2)) or diagonally (the moa: (1,1) for (1,2)), which must be empty; and their riders.
  auto lame = [&](StepKind step, bool mao) {
    WalkPart part{step, StepMode::MoveAndCapture, kKnight};
    auto sign = [](int x) { return static_cast<int8_t>((x > 0) - (x < 0)); };
    for (Vec v : kKnight)
      part.via.push_back(mao ? Vec{static_cast<int8_t>(v.df / 2), static_cast<int8_t>(v.dr / 2)}
                             : Vec{sign(v.df), sign(v.dr)});
    return Parts{part};
  };
  def(PieceKind::Mao, "mao", 'M', "MA").parts = lame(StepKind::Leap, true);
  def(PieceKind::Moa, "moa", 'M', "MO").parts = lame(StepKind::Leap, false);
  def(PieceKind::Maorider, "maorider", 'M', "AO").parts = lame(StepKind::Ride, true);
  def(PieceKind::Moarider, "moarider", 'M', "OA").parts = lame(StepKind::Ride, false);
  // The rose's octagon: the knight's steps in turning order (Popeye's vector table).
  const std::vector<Vec> octagon = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
  auto circle = [&](StepKind step, StepMode mode) {
    WalkPart part{step, mode, octagon};
    part.circle = true;
    return part;
  };
  def(PieceKind::Rose, "rose", 'R', "RO").parts = Parts{circle(StepKind::Ride, StepMode::MoveAndCapture)};
  def(PieceKind::Rao, "rao", 'R', "RA").parts =
      Parts{circle(StepKind::Ride, StepMode::MoveOnly), circle(StepKind::HopBeyond, StepMode::CaptureOnly)};
  def(PieceKind::RoseLion, "rose lion", 'R', "RN").parts = Parts{circle(StepKind::HopBeyond, StepMode::MoveAndCapture)};
  def(PieceKind::RoseHopper, "rose hopper", 'R', "RP").parts = Parts{circle(StepKind::Hop, StepMode::MoveAndCapture)};
  // The equihoppers: to the square mirrored in the hurdle. On the queen's lines the equihopper hops the
  // first unit met, the squares on both sides of it empty; along the other leaps that fit the board
  // ((1,2), (1,3), (2,3)) nothing stands between, so the hurdle is the leap's middle square. The
  // non-stop equihopper takes any unit within three files and ranks as its hurdle, never blocked.
  {
    WalkPart queen_lines = hops(kAllEight);
    queen_lines.beyond = 0;
    std::vector<Vec> others = both(both(kKnight, leaper(1, 3)), leaper(2, 3));
    def(PieceKind::Equihopper, "equihopper", 'E', "EQ").parts = Parts{queen_lines, hops_adjacent(others)};
    std::vector<Vec> box;
    for (int8_t df = -3; df <= 3; ++df)
      for (int8_t dr = -3; dr <= 3; ++dr)
        if (df != 0 || dr != 0) box.push_back(Vec{df, dr});
    def(PieceKind::NonstopEquihopper, "non-stop equihopper", 'E', "NE").parts = Parts{hops_adjacent(box)};
  }
  // Walks whose arrivals a function lists (pieces/listed_walks.h).
  auto listed = [](void (*lister)(const Position&, Square, Colour, std::vector<Square>&)) {
    WalkPart part{StepKind::Listed, StepMode::MoveAndCapture, {}};
    part.lister = lister;
    return Parts{part};
  };
  {
    Parts parts = listed(&radial_knight_arrivals);
    parts.front().lister_attacks = &radial_knight_attacks;
    def(PieceKind::RadialKnight, "radial knight", 'K', "RK").parts = parts;
  }
  def(PieceKind::Treehopper, "tree hopper", 'T', "TH").parts = listed(&treehopper_arrivals);
  def(PieceKind::GreaterTreehopper, "greater tree hopper", 'T', "GE").parts = listed(&greater_treehopper_arrivals);
  def(PieceKind::Leafhopper, "leaf hopper", 'L', "LH").parts = listed(&leafhopper_arrivals);
  def(PieceKind::GreaterLeafhopper, "greater leaf hopper", 'L', "GF").parts = listed(&greater_leafhopper_arrivals);
  def(PieceKind::BouncyKnight, "bouncy knight", 'N', "BK").parts = listed(&bouncy_knight_arrivals);
  def(PieceKind::BouncyNightrider, "bouncy nightrider", 'N', "BN").parts = listed(&bouncy_nightrider_arrivals);
  def(PieceKind::Edgehog, "edgehog", 'E', "EH").parts = listed(&edgehog_arrivals);
  def(PieceKind::DoubleGrasshopper, "double grasshopper", 'G', "DG").parts = listed(&double_grasshopper_arrivals);
  def(PieceKind::DoubleRookHopper, "double rook hopper", 'H', "DK").parts = listed(&double_rook_hopper_arrivals);
  def(PieceKind::DoubleBishopHopper, "double bishop hopper", 'H', "DB").parts =
      listed(&double_bishop_hopper_arrivals);
  // Popeye's super pawns: pawns whose steps are rides (no double step, no en passant either way); they
  // promote on the last rank and move from their first.
  auto super_pawn = [&](PieceKind k, std::string_view name, std::string_view code, std::vector<Vec> moves,
                        std::vector<Vec> captures) {
    auto& d = def(k, name, 'P', code);
    d.pawn = true;
    d.base_rank_still = false;
    d.parts = {{StepKind::Ride, StepMode::MoveOnly, std::move(moves)},
               {StepKind::Ride, StepMode::CaptureOnly, std::move(captures)}};
  };
  super_pawn(PieceKind::SuperPawn, "super pawn", "SP", {{0, 1}}, {{-1, 1}, {1, 1}});
  super_pawn(PieceKind::SuperBerolinaPawn, "super Berolina pawn", "BS", {{-1, 1}, {1, 1}}, {{0, 1}});
  {
    // Popeye's reverse pawn (English "protean pawn", PP): a pawn going back towards its side's first
    // rank, from where it does not move; it double-steps from its side's seventh rank and promotes on
    // its first.
    auto& d = def(PieceKind::ReversePawn, "reverse pawn", 'P', "PP");
    d.pawn = true;
    d.reversed = true;
    d.parts = {{StepKind::Leap, StepMode::MoveOnly, {{0, -1}}},
               {StepKind::Leap, StepMode::CaptureOnly, {{1, -1}, {-1, -1}}}};
  }
  // Popeye's zigzags (pieces/walks/spiral_springers.c) name their two steps by indices into its vector
  // table: 1-4 the rook's, 5-8 the bishop's, 9-16 the knight's (and 17-24 the knight's again).
  {
    const Vec table[] = {{0, 0},   {1, 0},   {0, 1},   {-1, 0}, {0, -1}, {-1, 1}, {1, 1},   {1, -1},  {-1, -1},
                         {-2, 1},  {-1, 2},  {1, 2},   {2, 1},  {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1},
                         {-1, 2},  {1, 2},   {2, 1},   {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
    using Pairs = std::vector<std::pair<int, int>>;
    auto zigzag = [&](const Pairs& pairs) {
      WalkPart part{StepKind::Zigzag, StepMode::MoveAndCapture, {}};
      for (const auto& [zig, zag] : pairs) {
        part.vectors.push_back(table[zig]);
        part.turns.push_back(table[zag]);
      }
      return Parts{part};
    };
    // vec_index_mirror: the index of the opposite vector within a range.
    auto mirror = [](int start, int end, int k) { return start + (k - start + (end - start + 1) / 2) % (end - start + 1); };
    Pairs diagonal, boy, girl, s11, s20, s33, s40, quint;
    for (int k = 9; k <= 15; k += 2) {
      diagonal.insert(diagonal.end(), {{k, k + 1}, {k, mirror(9, 16, k + 1)}, {k + 1, k}, {k + 1, mirror(9, 16, k)}});
      s11.insert(s11.end(), {{k, k + 5}, {k + 5, k}});
      s20.insert(s20.end(), {{k, k + 3}, {k + 3, k}});
      s33.insert(s33.end(), {{k, k + 1}, {k + 1, k}});
      s40.insert(s40.end(), {{k, k + 7}, {k + 7, k}});
    }
    for (int k = 9; k <= 16; ++k) quint.insert(quint.end(), {{k, k + 2}, {k + 2, k}});
    for (int k = 5; k <= 8; ++k) boy.insert(boy.end(), {{k, 13 - k}, {k, mirror(5, 8, 13 - k)}});
    for (int k = 4; k >= 1; --k) girl.insert(girl.end(), {{k, 5 - k}, {k, mirror(1, 4, 5 - k)}});
    def(PieceKind::DiagonalSpiralspringer, "diagonal spiralspringer", 'W', "DS").parts = zigzag(diagonal);
    def(PieceKind::Boyscout, "boyscout", 'B', "BT").parts = zigzag(boy);
    def(PieceKind::Girlscout, "girlscout", 'G', "GT").parts = zigzag(girl);
    def(PieceKind::Spiralspringer11, "spiralspringer (1,1)", 'W', "S1").parts = zigzag(s11);
    def(PieceKind::Spiralspringer20, "spiralspringer (2,0)", 'W', "S2").parts = zigzag(s20);
    def(PieceKind::Spiralspringer33, "spiralspringer (3,3)", 'W', "S3").parts = zigzag(s33);
    def(PieceKind::Spiralspringer40, "spiralspringer (4,0)", 'W', "S4").parts = zigzag(s40);
    def(PieceKind::Quintessence, "quintessence", 'Q', "QN").parts = zigzag(quint);
  }
  // Popeye's bouncers (pieces/walks/bouncer.c) and Chinese pawn (chinese/pawn.c): listed walks.
  def(PieceKind::Bouncer, "bouncer", 'B', "B1").parts = listed(&bouncer_arrivals);
  def(PieceKind::RookBouncer, "rook bouncer", 'B', "B2").parts = listed(&rook_bouncer_arrivals);
  def(PieceKind::BishopBouncer, "bishop bouncer", 'B', "B3").parts = listed(&bishop_bouncer_arrivals);
  // (No pawn in Popeye's sense: it never promotes, and moves from its first rank too.)
  def(PieceKind::ChinesePawn, "Chinese pawn", 'P', "CP").parts = listed(&chinese_pawn_arrivals);
  // The kao, Popeye's Chinese knight (chinese/leapers.c): a knight's leap to an empty square; it takes
  // over a unit a leap away, on the square a second leap beyond.
  {
    WalkPart takes = hops_adjacent(kKnight);
    takes.mode = StepMode::CaptureOnly;
    def(PieceKind::Kao, "kao", 'K', "KO").parts = Parts{{StepKind::Leap, StepMode::MoveOnly, kKnight}, takes};
  }
  // The marine pieces (pieces/marine.h): their namesake's moves, the locust's captures.
  def(PieceKind::Sirene, "sirene", 'S', "SI").special = &kSireneWalk;
  def(PieceKind::Triton, "triton", 'T', "TR").special = &kTritonWalk;
  def(PieceKind::Nereide, "nereide", 'N', "ND").special = &kNereideWalk;
  def(PieceKind::MarineKnight, "marine knight", 'N', "MS").special = &kMarineKnightWalk;
  {
    // (A king in Popeye: royal, pieces/walks/classification.c.)
    auto& d = def(PieceKind::Poseidon, "poseidon", 'K', "PO");
    d.special = &kPoseidonWalk;
    d.royal = true;
  }
  {
    // The marine pawn: a pawn's steps (its parts), the locust's captures a diagonal step forward (its
    // special walk); it promotes to the marine pieces (RuleParams::own_promotion_kinds).
    auto& d = def(PieceKind::MarinePawn, "marine pawn", 'P', "MP");
    d.special = &kMarinePawnWalk;
    d.pawn = true;
    d.parts = {{StepKind::Leap, StepMode::MoveOnly, {{0, 1}}}};
  }
  def(PieceKind::MarineShip, "marine ship", 'H', "MH").special = &kMarineShipWalk;
  // The moose's kin (pieces/walks/angle/hoppers.c): the line turns at the hurdle by 90 or 135
  // degrees, or keeps to the rook's or the bishop's lines.
  auto turning = [](std::vector<Vec> v, int8_t turn) {
    WalkPart part{StepKind::HopTurned, StepMode::MoveAndCapture, std::move(v)};
    part.turn = turn;
    return Parts{part};
  };
  def(PieceKind::Eagle, "eagle", 'E', "EA").parts = turning(kAllEight, 2);
  def(PieceKind::Sparrow, "sparrow", 'S', "SW").parts = turning(kAllEight, 3);
  def(PieceKind::RookMoose, "rook moose", 'M', "RM").parts = turning(kOrthogonal, 1);
  def(PieceKind::RookEagle, "rook eagle", 'E', "RE").parts = turning(kOrthogonal, 2);
  def(PieceKind::RookSparrow, "rook sparrow", 'S', "RW").parts = turning(kOrthogonal, 3);
  def(PieceKind::BishopMoose, "bishop moose", 'M', "BM").parts = turning(kDiagonal, 1);
  def(PieceKind::BishopEagle, "bishop eagle", 'E', "BE").parts = turning(kDiagonal, 2);
  def(PieceKind::BishopSparrow, "bishop sparrow", 'S', "BW").parts = turning(kDiagonal, 3);
  // The orix (pieces/walks/hoppers.c): the equihopper's queen lines. The non-stop orix hops any unit
  // on a queen line as its hurdle, so near that the mirrored square is on the board (three steps at
  // most), whatever stands between.
  {
    WalkPart queen_lines = hops(kAllEight);
    queen_lines.beyond = 0;
    def(PieceKind::Orix, "orix", 'O', "OR").parts = Parts{queen_lines};
    std::vector<Vec> near;
    for (int8_t n = 1; n <= 3; ++n)
      for (Vec v : kAllEight)
        near.push_back(Vec{static_cast<int8_t>(v.df * n), static_cast<int8_t>(v.dr * n)});
    def(PieceKind::NonstopOrix, "non-stop orix", 'O', "NO").parts = Parts{hops_adjacent(near)};
  }
  // The hamsters (pieces/walks/hamster.c): listed walks; the hamster only moves.
  {
    Parts parts = listed(&hamster_arrivals);
    parts.front().mode = StepMode::MoveOnly;
    def(PieceKind::Hamster, "hamster", 'H', "HA").parts = parts;
  }
  def(PieceKind::ContraHamster, "contra-hamster", 'H', "HC").parts = listed(&contra_hamster_arrivals);
  def(PieceKind::Kangaroo, "kangaroo", 'K', "KA").parts = listed(&kangaroo_arrivals);
  def(PieceKind::KangarooLion, "kangaroo lion", 'K', "KL").parts = listed(&kangaroo_lion_arrivals);
  {
    // (pieces/walks/angle/hoppers.c: the moose's, eagle's and sparrow's hops, the grasshopper's, and the
    // hamster's moves.)
    Parts parts = turning(kAllEight, 1);
    parts.push_back(turning(kAllEight, 2).front());
    parts.push_back(turning(kAllEight, 3).front());
    parts.push_back(hops(kAllEight));
    Parts hamster = listed(&hamster_arrivals);
    hamster.front().mode = StepMode::MoveOnly;
    parts.push_back(hamster.front());
    def(PieceKind::Marguerite, "marguerite", 'M', "MG").parts = parts;
  }
  // The sting (pieces/walks/sting.c): a grasshopper's hops and a king's steps; a king in Popeye (royal,
  // pieces/walks/classification.c).
  {
    auto& d = def(PieceKind::Sting, "sting", 'S', "ST");
    d.parts = Parts{hops(kAllEight), leaps(kAllEight)};
    d.royal = true;
  }
  // The hunters, reflecting bishops and the querquisite: listed walks (pieces/listed_walks.h).
  def(PieceKind::RookHunter, "rook hunter", 'H', "RR").parts = listed(&rook_hunter_arrivals);
  def(PieceKind::BishopHunter, "bishop hunter", 'H', "BR").parts = listed(&bishop_hunter_arrivals);
  {
    auto& reflecting = def(PieceKind::ReflectingBishop, "reflecting bishop", 'B', "RB");
    reflecting.parts = listed(&reflecting_bishop_arrivals);
    reflecting.paths_meet = true;
    auto& archbishop = def(PieceKind::Archbishop, "archbishop", 'A', "AR");
    archbishop.parts = listed(&archbishop_arrivals);
    archbishop.paths_meet = true;
  }
  def(PieceKind::Querquisite, "querquisite", 'Q', "QQ").parts = listed(&querquisite_arrivals);
  // Listed walks whose list is Popeye's order of generation: the dolphin (the kangaroo's hops, then the
  // grasshopper's), the scarabeus and the ubiubi.
  auto in_popeye_order = [&](PieceKind k, std::string_view name, char letter, std::string_view code,
                             void (*lister)(const Position&, Square, Colour, std::vector<Square>&)) {
    auto& d = def(k, name, letter, code);
    d.parts = listed(lister);
    d.popeye_order_by_listing = true;
  };
  in_popeye_order(PieceKind::Dolphin, "dolphin", 'D', "DO", &dolphin_arrivals);
  in_popeye_order(PieceKind::Scarabeus, "scarabeus", 'S', "SC", &scarabeus_arrivals);
  in_popeye_order(PieceKind::Ubiubi, "ubiubi", 'U', "UU", &ubiubi_arrivals);
  in_popeye_order(PieceKind::EagleEquihopper, "eagle equihopper", 'E', "EE", &eagle_equihopper_arrivals);
  in_popeye_order(PieceKind::EagleNonstopEquihopper, "eagle non-stop equihopper", 'E', "EN",
                  &eagle_nonstop_equihopper_arrivals);
  def(PieceKind::Rabbit, "rabbit", 'R', "RT").parts = listed(&rabbit_arrivals);
  def(PieceKind::Bob, "bob", 'B', "BO").parts = listed(&bob_arrivals);
  def(PieceKind::Maohopper, "maohopper", 'M', "AH").parts = listed(&maohopper_arrivals);
  def(PieceKind::Moahopper, "moahopper", 'M', "OH").parts = listed(&moahopper_arrivals);
  // The Argentinian pieces (pieces/walks/argentinian): the senora, faro and loco take as the queen, rook
  // and bishop and move as their lions (beyond a unit, to empty squares); the saltador moves as the
  // mao- and moahopper and takes as the mao and moa.
  auto argentinian = [&](const std::vector<Vec>& v) {
    return Parts{{StepKind::Ride, StepMode::CaptureOnly, v}, {StepKind::HopBeyond, StepMode::MoveOnly, v}};
  };
  def(PieceKind::Senora, "senora", 'S', "SE").parts = argentinian(kAllEight);
  def(PieceKind::Faro, "faro", 'F', "FA").parts = argentinian(kOrthogonal);
  def(PieceKind::Loco, "loco", 'L', "LO").parts = argentinian(kDiagonal);
  {
    Parts parts = listed(&saltador_hops);
    parts.front().mode = StepMode::MoveOnly;
    for (bool mao : {true, false})
      for (WalkPart part : lame(StepKind::Leap, mao)) {
        part.mode = StepMode::CaptureOnly;
        parts.push_back(part);
      }
    def(PieceKind::Saltador, "saltador", 'S', "SA").parts = parts;
  }
  def(PieceKind::Erlking, "erlking", 'E', "EK").parts = {
      {StepKind::Leap, StepMode::MoveAndCapture, kAllEight}};
  in_popeye_order(PieceKind::MaoriderLion, "maorider lion", 'L', "ML", &maorider_lion_arrivals);
  in_popeye_order(PieceKind::MoariderLion, "moarider lion", 'L', "MM", &moarider_lion_arrivals);
  {
    // The friend: the orphan's way of borrowing walks, from its own side (Rules::orphan_borrows).
    auto& d = def(PieceKind::Friend, "friend", 'F', "F");
    d.borrows_walks = true;
    d.borrows_from_own_side = true;
  }
  // Popeye's hunters of two walks: each problem defines its own (Rules::define_hunter); a row without a
  // code, so that a walk no problem defined is refused by name.
  for (int k = static_cast<int>(PieceKind::Hunter0); k <= static_cast<int>(PieceKind::Hunter9); ++k)
    def(static_cast<PieceKind>(k), "hunter", 'H');
  // The pawned pieces (pieces/pawned.h): part of a pawn's walk beside a knight's, bishop's or rook's.
  def(PieceKind::Gryphon, "gryphon", 'G', "GY").special = &kGryphonWalk;
  def(PieceKind::Ship, "ship", 'S', "SH").special = &kShipWalk;
  def(PieceKind::Dragon, "dragon", 'D', "DR").special = &kDragonWalk;
  return c;
}

const std::array<PieceDef, kPieceKindCount>& catalog() {
  static const std::array<PieceDef, kPieceKindCount> rows = make_catalog();
  return rows;
}

}  // namespace

const PieceDef& builtin_piece(PieceKind kind) { return catalog()[static_cast<int>(kind)]; }

std::optional<PieceKind> kind_for_popeye_code(std::string_view code) {
  if (code.empty()) return std::nullopt;
  for (const PieceDef& d : catalog())
    if (d.popeye_code == code) return d.kind;
  return std::nullopt;
}

}  // namespace nightrider
