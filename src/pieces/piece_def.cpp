#include "pieces/piece_def.h"

#include <array>

namespace nightrider {
namespace {

const std::vector<Vec> kOrthogonal = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const std::vector<Vec> kDiagonal = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<Vec> kAllEight = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const std::vector<Vec> kKnight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

std::array<PieceDef, kPieceKindCount> make_catalog() {
  std::array<PieceDef, kPieceKindCount> c{};
  auto def = [&](PieceKind k, std::string_view name, char letter) -> PieceDef& {
    PieceDef& d = c[static_cast<int>(k)];
    d.kind = k;
    d.name = name;
    d.letter = letter;
    return d;
  };
  def(PieceKind::None, "none", '.');
  def(PieceKind::Hole, "hole", '*');
  {
    auto& d = def(PieceKind::King, "king", 'K');
    d.royal = true;
    d.parts = {{StepKind::Leap, StepMode::MoveAndCapture, kAllEight}};
  }
  def(PieceKind::Queen, "queen", 'Q').parts = {{StepKind::Ride, StepMode::MoveAndCapture, kAllEight}};
  def(PieceKind::Rook, "rook", 'R').parts = {{StepKind::Ride, StepMode::MoveAndCapture, kOrthogonal}};
  def(PieceKind::Bishop, "bishop", 'B').parts = {{StepKind::Ride, StepMode::MoveAndCapture, kDiagonal}};
  def(PieceKind::Knight, "knight", 'N').parts = {{StepKind::Leap, StepMode::MoveAndCapture, kKnight}};
  {
    auto& d = def(PieceKind::Pawn, "pawn", 'P');
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
    auto& d = def(PieceKind::BerolinaPawn, "berolina pawn", 'P');
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
    def(PieceKind::Nightrider, "nightrider", 'N').parts = {{StepKind::Ride, StepMode::MoveAndCapture, v}};
  }
  def(PieceKind::Grasshopper, "grasshopper", 'G').parts = {
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
  def(PieceKind::Camel, "camel", 'C').parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(1, 3)}};
  def(PieceKind::Giraffe, "giraffe", 'F').parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(1, 4)}};
  def(PieceKind::Zebra, "zebra", 'Z').parts = {{StepKind::Leap, StepMode::MoveAndCapture, leaper(2, 3)}};
  def(PieceKind::Lion, "lion", 'L').parts = {{StepKind::HopBeyond, StepMode::MoveAndCapture, kAllEight}};
  // The Chinese pieces move as riders and capture over a hurdle (Popeye's Leo, Pao, Vao).
  def(PieceKind::Leo, "leo", 'E').parts = {{StepKind::Ride, StepMode::MoveOnly, kAllEight},
                                           {StepKind::HopBeyond, StepMode::CaptureOnly, kAllEight}};
  def(PieceKind::Moose, "moose", 'M').parts = {{StepKind::HopTurned, StepMode::MoveAndCapture, kAllEight}};
  {
    // Each knight step (a,b) zigzags with its reflections (a,-b) and (-a,b): sixteen paths.
    std::vector<Vec> zig, zag;
    for (Vec v : kKnight) {
      zig.push_back(v);
      zag.push_back(Vec{v.df, static_cast<int8_t>(-v.dr)});
      zig.push_back(v);
      zag.push_back(Vec{static_cast<int8_t>(-v.df), v.dr});
    }
    def(PieceKind::Spiralspringer, "spiralspringer", 'W').parts = {
        {StepKind::Zigzag, StepMode::MoveAndCapture, zig, zag}};
  }
  def(PieceKind::Fersrider, "fersrider", 'D').parts = {{StepKind::Ride, StepMode::MoveAndCapture, kDiagonal}};
  def(PieceKind::Orphan, "orphan", 'O').borrows_walks = true;
  return c;
}

}  // namespace

const PieceDef& builtin_piece(PieceKind kind) {
  static const std::array<PieceDef, kPieceKindCount> catalog = make_catalog();
  return catalog[static_cast<int>(kind)];
}

}  // namespace nightrider
