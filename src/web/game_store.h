// Where games live between server runs: one SQLite database (games.sqlite) in the data folder, in WAL
// mode so a write is safe once its transaction commits even if the process is killed right after. Each
// game is one row, written whole after every change (its moves are a few hundred bytes). Every query is
// a prepared statement with bound values.
#pragma once

#include <filesystem>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "web/game.h"

struct sqlite3;

namespace nightrider::web {

// The database cannot be opened, read or written; the message names the file and SQLite's reason.
class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GameStore {
 public:
  // Opens (creating the folder, the file and the table as needed) `data_dir`/games.sqlite.
  explicit GameStore(const std::filesystem::path& data_dir);
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  void save(const GameRecord& record);  // inserts or replaces the game's row
  std::optional<GameRecord> load(std::string_view id);
  size_t count();
  const std::filesystem::path& file() const { return file_; }

 private:
  [[noreturn]] void fail(const std::string& what);

  std::filesystem::path file_;
  sqlite3* db_ = nullptr;
  std::mutex mutex_;  // one connection shared by the server's threads
};

}  // namespace nightrider::web
