#include "web/game_store.h"

#include <sqlite3.h>

#include <sstream>

#include "web/sql_text.h"

namespace nightrider::web {
namespace {

// A prepared statement, finalized on every path out.
class Statement {
 public:
  Statement(sqlite3* db, SqlText sql) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt_, nullptr) != SQLITE_OK) stmt_ = nullptr;
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return stmt_ != nullptr; }
  bool bind(int index, std::string_view text) {
    return sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) ==
           SQLITE_OK;
  }
  bool bind(int index, int value) { return sqlite3_bind_int(stmt_, index, value) == SQLITE_OK; }
  bool bind(int index, int64_t value) { return sqlite3_bind_int64(stmt_, index, value) == SQLITE_OK; }
  int step() { return sqlite3_step(stmt_); }
  std::string text(int column) {
    // The stored length, not the first NUL: a text holding a NUL byte comes back whole.
    const unsigned char* value = sqlite3_column_text(stmt_, column);
    if (value == nullptr) return std::string();
    return std::string(reinterpret_cast<const char*>(value),
                       static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
  }
  int integer(int column) { return sqlite3_column_int(stmt_, column); }
  int64_t integer64(int column) { return sqlite3_column_int64(stmt_, column); }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

std::string joined(const std::vector<std::string>& moves) {
  std::string text;
  for (const std::string& m : moves) text += (text.empty() ? "" : " ") + m;
  return text;
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> moves;
  std::istringstream in(text);
  for (std::string m; in >> m;) moves.push_back(m);
  return moves;
}

// The remaining times after each move, "white,black" in milliseconds, separated by spaces.
std::string clocks_text(const std::vector<ClockReading>& clocks) {
  std::string text;
  for (const ClockReading& c : clocks)
    text += (text.empty() ? "" : " ") + std::to_string(c.white_ms) + "," + std::to_string(c.black_ms);
  return text;
}

std::vector<ClockReading> parse_clocks(const std::string& text) {
  std::vector<ClockReading> clocks;
  std::istringstream in(text);
  for (std::string pair; in >> pair;) {
    ClockReading c;
    char comma = 0;
    std::istringstream reading(pair);
    if (!(reading >> c.white_ms >> comma >> c.black_ms) || comma != ',') return {};  // not ours: unused
    clocks.push_back(c);
  }
  return clocks;
}

// Statements without parameters, run in order (set-up and schema changes); false with SQLite's message
// in `error` if one fails.
bool execute(sqlite3* db, SqlText sql, std::string& error) {
  char* message = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return true;
  error = message != nullptr ? message : "unknown error";
  sqlite3_free(message);
  return false;
}

}  // namespace

GameStore::GameStore(const std::filesystem::path& data_dir) : file_(data_dir / "games.sqlite") {
  std::error_code error;
  std::filesystem::create_directories(data_dir, error);
  if (error) throw StoreError("cannot create the data folder " + data_dir.string() + ": " + error.message());
  if (sqlite3_open_v2(file_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    const std::string reason = db_ != nullptr ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError("cannot open " + file_.string() + ": " + reason);
  }
  sqlite3_busy_timeout(db_, 2000);
  // WAL: a committed move survives kill -9; NORMAL synchronisation is enough for that (only a power cut
  // could lose the last commits).
  static constexpr char setup[] =
      "PRAGMA journal_mode=WAL;"
      "PRAGMA synchronous=NORMAL;"
      "CREATE TABLE IF NOT EXISTS games ("
      "  id TEXT PRIMARY KEY,"
      "  variant TEXT NOT NULL,"
      "  start_fen TEXT NOT NULL,"
      "  moves TEXT NOT NULL,"
      "  engine_side TEXT NOT NULL,"
      "  level INTEGER NOT NULL,"
      "  updated TEXT NOT NULL DEFAULT (datetime('now')),"
      "  white_seat TEXT NOT NULL DEFAULT '',"
      "  black_seat TEXT NOT NULL DEFAULT '',"
      "  host_side TEXT NOT NULL DEFAULT 'white',"
      "  time_initial_ms INTEGER NOT NULL DEFAULT 0,"
      "  time_increment_ms INTEGER NOT NULL DEFAULT 0,"
      "  clocks TEXT NOT NULL DEFAULT '',"
      "  flagged TEXT NOT NULL DEFAULT '',"
      "  days_per_move INTEGER NOT NULL DEFAULT 0,"
      "  turn_started_at INTEGER NOT NULL DEFAULT 0,"
      "  white_name TEXT NOT NULL DEFAULT '',"
      "  black_name TEXT NOT NULL DEFAULT '');";
  // A database written before games between friends has no seat columns; they are added (empty: those
  // games have no seats).
  static constexpr char add_seats[] =
      "ALTER TABLE games ADD COLUMN white_seat TEXT NOT NULL DEFAULT '';"
      "ALTER TABLE games ADD COLUMN black_seat TEXT NOT NULL DEFAULT '';"
      "ALTER TABLE games ADD COLUMN host_side TEXT NOT NULL DEFAULT 'white';";
  // Likewise the clock columns for a database from before the clocks (its games have no time).
  static constexpr char add_clocks[] =
      "ALTER TABLE games ADD COLUMN time_initial_ms INTEGER NOT NULL DEFAULT 0;"
      "ALTER TABLE games ADD COLUMN time_increment_ms INTEGER NOT NULL DEFAULT 0;"
      "ALTER TABLE games ADD COLUMN clocks TEXT NOT NULL DEFAULT '';"
      "ALTER TABLE games ADD COLUMN flagged TEXT NOT NULL DEFAULT '';";
  // And the lobby's columns (correspondence, nicknames) for a database from before the lobby.
  static constexpr char add_lobby[] =
      "ALTER TABLE games ADD COLUMN days_per_move INTEGER NOT NULL DEFAULT 0;"
      "ALTER TABLE games ADD COLUMN turn_started_at INTEGER NOT NULL DEFAULT 0;"
      "ALTER TABLE games ADD COLUMN white_name TEXT NOT NULL DEFAULT '';"
      "ALTER TABLE games ADD COLUMN black_name TEXT NOT NULL DEFAULT '';";
  std::string reason;
  bool ok = execute(db_, setup, reason);
  if (ok && !Statement(db_, "SELECT white_seat, black_seat, host_side FROM games").ok())
    ok = execute(db_, add_seats, reason);
  if (ok && !Statement(db_, "SELECT time_initial_ms, time_increment_ms, clocks, flagged FROM games").ok())
    ok = execute(db_, add_clocks, reason);
  if (ok && !Statement(db_, "SELECT days_per_move, turn_started_at, white_name, black_name FROM games").ok())
    ok = execute(db_, add_lobby, reason);
  if (!ok) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError("cannot set up " + file_.string() + ": " + reason);
  }
}

GameStore::~GameStore() { sqlite3_close(db_); }

void GameStore::fail(const std::string& what) {
  throw StoreError(what + " in " + file_.string() + ": " + sqlite3_errmsg(db_));
}

void GameStore::save(const GameRecord& record) {
  std::lock_guard lock(mutex_);
  Statement insert(
      db_,
      "INSERT INTO games (id, variant, start_fen, moves, engine_side, level, updated, white_seat, "
      "black_seat, "
      "host_side, time_initial_ms, time_increment_ms, clocks, flagged, days_per_move, turn_started_at, "
      "white_name, black_name) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, datetime('now'), ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17) "
      "ON CONFLICT(id) DO UPDATE SET variant = ?2, start_fen = ?3, moves = ?4, engine_side = ?5, "
      "level = ?6, updated = datetime('now'), white_seat = ?7, black_seat = ?8, host_side = ?9, "
      "time_initial_ms = ?10, time_increment_ms = ?11, clocks = ?12, flagged = ?13, days_per_move = ?14, "
      "turn_started_at = ?15, white_name = ?16, black_name = ?17");
  if (!insert.ok()) fail("cannot prepare saving a game");
  const bool bound =
      insert.bind(1, record.id) && insert.bind(2, record.variant) && insert.bind(3, record.start_fen) &&
      insert.bind(4, joined(record.moves)) && insert.bind(5, engine_side_name(record.engine_side)) &&
      insert.bind(6, record.level) && insert.bind(7, record.white_seat) &&
      insert.bind(8, record.black_seat) &&
      insert.bind(9, std::string_view(record.host == Colour::Black ? "black" : "white")) &&
      insert.bind(10, record.time_control.initial_ms) && insert.bind(11, record.time_control.increment_ms) &&
      insert.bind(12, clocks_text(record.clocks)) &&
      insert.bind(13, std::string_view(!record.flagged                    ? ""
                                       : *record.flagged == Colour::White ? "white"
                                                                          : "black")) &&
      insert.bind(14, record.time_control.days_per_move) && insert.bind(15, record.turn_started_at) &&
      insert.bind(16, record.white_name) && insert.bind(17, record.black_name);
  if (!bound || insert.step() != SQLITE_DONE) fail("cannot save game " + record.id);
}

std::optional<GameRecord> GameStore::load(std::string_view id) {
  std::lock_guard lock(mutex_);
  Statement select(
      db_,
      "SELECT id, variant, start_fen, moves, engine_side, level, white_seat, black_seat, host_side, "
      "time_initial_ms, time_increment_ms, clocks, flagged, days_per_move, turn_started_at, white_name, "
      "black_name FROM games WHERE id = ?1");
  if (!select.ok() || !select.bind(1, id)) fail("cannot prepare loading a game");
  const int step = select.step();
  if (step == SQLITE_DONE) return std::nullopt;
  if (step != SQLITE_ROW) fail("cannot load game " + std::string(id));
  GameRecord record;
  record.id = select.text(0);
  record.variant = select.text(1);
  record.start_fen = select.text(2);
  record.moves = split(select.text(3));
  record.engine_side = play::parse_engine_side(select.text(4)).value_or(play::EngineSide::None);
  record.level = select.integer(5);
  record.white_seat = select.text(6);
  record.black_seat = select.text(7);
  record.host = select.text(8) == "black" ? Colour::Black : Colour::White;
  record.time_control = {select.integer64(9), select.integer64(10), select.integer(13)};
  record.clocks = parse_clocks(select.text(11));
  const std::string flagged = select.text(12);
  if (flagged == "white") record.flagged = Colour::White;
  if (flagged == "black") record.flagged = Colour::Black;
  record.turn_started_at = select.integer64(14);
  record.white_name = select.text(15);
  record.black_name = select.text(16);
  return record;
}

size_t GameStore::count() {
  std::lock_guard lock(mutex_);
  Statement select(db_, "SELECT COUNT(*) FROM games");
  if (!select.ok() || select.step() != SQLITE_ROW) fail("cannot count the games");
  return static_cast<size_t>(select.integer(0));
}

}  // namespace nightrider::web
