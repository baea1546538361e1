#include "conditions/board/grid.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

int grid_index(Square s) { return s.file() + 8 * s.rank(); }

// Does the segment between the centres of two squares meet a line (both in half-squares), ends included?
bool grid_segment_meets(int from, int to, const std::array<int, 4>& line) {
  const int X1 = 2 * (from % 8) + 1, Y1 = 2 * (from / 8) + 1;
  const int X2 = 2 * (to % 8) + 1, Y2 = 2 * (to / 8) + 1;
  const int dX = X2 - X1, dY = Y2 - Y1;
  const int dx = line[2] - line[0], dy = line[3] - line[1];
  const int v = dY * dx - dX * dy;
  if (v == 0) return false;  // parallel
  const int diffx = line[0] - X1, diffy = line[1] - Y1;
  auto within = [v](int u) { return v < 0 ? (u <= 0 && u >= v) : (u >= 0 && u <= v); };
  return within(dX * diffy - dY * diffx) && within(dx * diffy - dy * diffx);
}

bool grid_is_file(char c) { return c >= 'a' && c <= 'h'; }
bool grid_is_rank(char c) { return c >= '1' && c <= '8'; }

}  // namespace

bool GridCells::separates(int from, int to) const {
  if (cell[static_cast<size_t>(from)] != cell[static_cast<size_t>(to)]) return true;
  if (!lines_count) return false;
  for (const auto& line : lines)
    if (grid_segment_meets(from, to, line)) return true;
  return false;
}

GridCells grid_cells(const std::vector<std::string>& arguments) {
  GridCells g;
  for (int s = 0; s < 64; ++s) g.cell[static_cast<size_t>(s)] = (s % 8) / 2 + 4 * ((s / 8) / 2);
  size_t i = 0;
  auto next_word = [&]() { return i < arguments.size() ? lower_case(arguments[i]) : std::string(); };
  while (i < arguments.size()) {
    const std::string variant = lower_case(arguments[i++]);
    if (variant == "orthogonal") {
      const std::string word = next_word();
      ++i;
      std::array<int, 8> file_number{}, rank_number{};
      if (word.empty()) throw std::invalid_argument("GridChess Orthogonal needs its lines (files and ranks)");
      for (char c : word) {
        if (grid_is_rank(c)) {
          for (int r = c - '1' + 1; r < 8; ++r) ++rank_number[static_cast<size_t>(r)];
        } else if (grid_is_file(c)) {
          for (int f = c - 'a' + 1; f < 8; ++f) ++file_number[static_cast<size_t>(f)];
        } else {
          throw std::invalid_argument("GridChess Orthogonal: bad grid lines '" + word + "'");
        }
      }
      const int rows_worth = file_number[7] + 1;
      for (int s = 0; s < 64; ++s)
        g.cell[static_cast<size_t>(s)] =
            file_number[static_cast<size_t>(s % 8)] + rows_worth * rank_number[static_cast<size_t>(s / 8)];
    } else if (variant == "irregular") {
      g.cell.fill(0);
      g.lines_count = true;
      int number = 1;
      while (i < arguments.size()) {
        const std::string word = next_word();
        bool squares = word.size() >= 2 && word.size() % 2 == 0;
        for (size_t k = 0; squares && k < word.size(); k += 2)
          squares = grid_is_file(word[k]) && grid_is_rank(word[k + 1]);
        if (!squares) break;
        for (size_t k = 0; k < word.size(); k += 2)
          g.cell[static_cast<size_t>(word[k] - 'a' + 8 * (word[k + 1] - '1'))] = number;
        ++number;
        ++i;
      }
    } else if (variant == "gridline") {
      g.lines.clear();
      g.lines_count = true;
      while (i < arguments.size()) {
        const std::string word = next_word();
        if (word.size() != 4 || (word[0] != 'h' && word[0] != 'v') || !grid_is_file(word[1]) ||
            !grid_is_rank(word[2]) || word[3] < '1' || word[3] > '8')
          break;
        const int x = 2 * (word[1] - 'a'), y = 2 * (word[2] - '1'), length = 2 * (word[3] - '0');
        if (g.lines.size() < 100)
          g.lines.push_back(word[0] == 'h' ? std::array<int, 4>{x, y, x + length, y}
                                           : std::array<int, 4>{x, y, x, y + length});
        ++i;
      }
    } else if (variant == "verticalshift" || variant == "horizontalshift" || variant == "diagonalshift") {
      throw std::invalid_argument("GridChess " + arguments[i - 1] + " is not supported yet");
    } else {
      throw std::invalid_argument("GridChess " + arguments[i - 1] + " is not supported yet");
    }
  }
  return g;
}

bool Grid::separated(Square a, Square b) const { return cells_.separates(grid_index(a), grid_index(b)); }

bool Grid::admits(const Position&, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null || m.from.is_none() || m.to.is_none()) return true;
  return separated(m.from, m.to);
}

bool Grid::observation_allowed(const Position&, const Rules&, const Observation& o) const {
  return separated(o.from, o.target);
}

namespace {

DiagramLines grid_diagram_lines(const std::vector<std::string>& arguments) {
  const GridCells g = grid_cells(arguments);
  DiagramLines lines;
  for (int s = 0; s < 64; ++s) {
    if (s % 8 > 0) lines.left[static_cast<size_t>(s)] = g.separates(s, s - 1);
    if (s / 8 > 0) lines.below[static_cast<size_t>(s)] = g.separates(s, s - 8);
  }
  return lines;
}

}  // namespace

void apply_grid(Rules& rules, const std::vector<std::string>& arguments) {
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument("GridChess needs the 8x8 board");
  rules.add_module(std::make_unique<Grid>(grid_cells(arguments)));
}

const ConditionEntry& grid_condition() {
  static const ConditionEntry entry{
      .names = {.en = "GridChess", .fr = "Grille", .de = "Gitterschach", .seeds = {}},
      .apply = &apply_grid,
      .keeps_orthodox_moves = true,
      .diagram_lines = &grid_diagram_lines,
  };
  return entry;
}

}  // namespace nightrider::conditions
