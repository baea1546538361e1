// The games database (src/web/game_store.h): records saved and loaded whole, replaced on every save,
// kept across reopening, WAL mode, hostile ids harmless, an unusable folder named in one line.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "support/temp_dir.h"
#include "web/game_store.h"

namespace nightrider::web {
namespace {

class WebStore : public ::testing::Test {
 protected:
  static GameRecord record(const std::string& id) {
    GameRecord r;
    r.id = id;
    r.variant = "magnetic";
    r.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    r.moves = {"e2e4", "d8h4"};
    r.engine_side = play::EngineSide::White;
    r.level = 4;
    return r;
  }

  testing::TempDir temp_{"nightrider_store"};
  const std::filesystem::path& dir_ = temp_.path();
};

TEST_F(WebStore, SavesAndLoadsRecords) {
  GameStore store(dir_ / "data");
  EXPECT_EQ(store.count(), 0u);
  EXPECT_FALSE(store.load("0123456789abcdef").has_value());
  store.save(record("0123456789abcdef"));
  const std::optional<GameRecord> loaded = store.load("0123456789abcdef");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_EQ(loaded->variant, "magnetic");
  EXPECT_EQ(loaded->moves, (std::vector<std::string>{"e2e4", "d8h4"}));
  EXPECT_EQ(loaded->engine_side, play::EngineSide::White);
  EXPECT_EQ(loaded->level, 4);
  EXPECT_EQ(store.count(), 1u);
}

TEST_F(WebStore, ASaveReplacesTheRowAndOutlivesTheStore) {
  {
    GameStore store(dir_);
    GameRecord r = record("00000000000000aa");
    store.save(r);
    r.moves.pop_back();
    store.save(r);
    EXPECT_EQ(store.count(), 1u);
  }
  GameStore reopened(dir_);
  const std::optional<GameRecord> loaded = reopened.load("00000000000000aa");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_EQ(loaded->moves, std::vector<std::string>{"e2e4"});
}

TEST_F(WebStore, KeepsTheSeatsOfAGameBetweenFriends) {
  GameRecord r = record("00000000000000bb");
  r.engine_side = play::EngineSide::None;
  r.white_seat = std::string(32, 'a');
  r.black_seat = std::string(32, 'b');
  r.host = Colour::Black;
  {
    GameStore store(dir_);
    store.save(r);
    store.save(record("00000000000000cc"));
  }
  GameStore reopened(dir_);
  const std::optional<GameRecord> loaded = reopened.load("00000000000000bb");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_TRUE(loaded->between_friends());
  EXPECT_EQ(loaded->white_seat, r.white_seat);
  EXPECT_EQ(loaded->black_seat, r.black_seat);
  EXPECT_EQ(loaded->host, Colour::Black);
  EXPECT_FALSE(reopened.load("00000000000000cc")->between_friends())
      << "a game against the engine has no seats";
}

TEST_F(WebStore, ADatabaseFromBeforeSeatsGainsThem) {
  // The table as the first web slice wrote it, with one game in it.
  const std::filesystem::path file = dir_ / "games.sqlite";
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(
      sqlite3_exec(db,
                   "CREATE TABLE games (id TEXT PRIMARY KEY, variant TEXT NOT NULL, start_fen TEXT NOT NULL,"
                   " moves TEXT NOT NULL, engine_side TEXT NOT NULL, level INTEGER NOT NULL,"
                   " updated TEXT NOT NULL DEFAULT (datetime('now')));"
                   "INSERT INTO games (id, variant, start_fen, moves, engine_side, level) VALUES"
                   " ('00000000000000dd', 'chess', 'x', 'e2e4', 'black', 2);",
                   nullptr, nullptr, nullptr),
      SQLITE_OK);
  sqlite3_close(db);
  GameStore store(dir_);
  const std::optional<GameRecord> old = store.load("00000000000000dd");
  ASSERT_TRUE(old.has_value());
  EXPECT_EQ(old->moves, std::vector<std::string>{"e2e4"});
  EXPECT_FALSE(old->between_friends());
  GameRecord r = record("00000000000000ee");
  r.white_seat = std::string(32, '1');
  r.black_seat = std::string(32, '2');
  store.save(r);
  EXPECT_EQ(store.load("00000000000000ee")->black_seat, r.black_seat);
}

TEST_F(WebStore, UsesWriteAheadLogging) {
  GameStore store(dir_);
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(store.file().c_str(), &db), SQLITE_OK);
  sqlite3_stmt* stmt = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &stmt, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(stmt), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)), "wal");
  sqlite3_finalize(stmt);
  sqlite3_close(db);
}

TEST_F(WebStore, HostileTextIsJustText) {
  GameStore store(dir_);
  GameRecord r = record("x'); DROP TABLE games; --");
  r.variant = "\"quoted\" 'and' ;semicolons;";
  store.save(r);
  EXPECT_EQ(store.count(), 1u);
  EXPECT_EQ(store.load("x'); DROP TABLE games; --")->variant, r.variant);
}

TEST_F(WebStore, HostileTextInEveryColumnIsJustText) {
  // Every text the store writes goes in as a bound parameter (src/web/sql_text.h): quotes, statement
  // ends, comments, a NUL byte and SQL keywords come back exactly as they went in, the table intact.
  const std::vector<std::string> hostile = {"x'); DROP TABLE games; --",    "\" OR 1=1 --",
                                            "'; DELETE FROM games;",        std::string("nul\0byte", 8),
                                            "/* comment */ UNION SELECT 1", "é ♞"};
  GameStore store(dir_);
  for (size_t i = 0; i < hostile.size(); ++i) {
    GameRecord r = record(hostile[i]);
    r.variant = hostile[(i + 1) % hostile.size()];
    r.start_fen = hostile[(i + 2) % hostile.size()];
    r.moves = {"'", "--", ";"};
    r.white_seat = hostile[(i + 3) % hostile.size()];
    r.black_seat = hostile[(i + 4) % hostile.size()];
    store.save(r);
  }
  EXPECT_EQ(store.count(), hostile.size());
  for (size_t i = 0; i < hostile.size(); ++i) {
    const std::optional<GameRecord> loaded = store.load(hostile[i]);
    ASSERT_TRUE(loaded.has_value()) << i;
    EXPECT_EQ(loaded->id, hostile[i]);
    EXPECT_EQ(loaded->variant, hostile[(i + 1) % hostile.size()]);
    EXPECT_EQ(loaded->start_fen, hostile[(i + 2) % hostile.size()]);
    EXPECT_EQ(loaded->moves, (std::vector<std::string>{"'", "--", ";"}));
    EXPECT_EQ(loaded->white_seat, hostile[(i + 3) % hostile.size()]);
    EXPECT_EQ(loaded->black_seat, hostile[(i + 4) % hostile.size()]);
  }
  EXPECT_FALSE(store.load("' OR '1'='1").has_value());
}

TEST_F(WebStore, AnUnusableFolderIsOneLine) {
  const std::filesystem::path file = dir_ / "a-file";
  std::ofstream(file) << "not a folder";
  try {
    GameStore store(file / "data");
    FAIL() << "opened a store under a file";
  } catch (const StoreError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("a-file"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace nightrider::web
