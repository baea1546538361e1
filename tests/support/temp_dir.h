// A folder of the test's own under the system's temporary directory, removed with all it holds when
// the object goes (the web tests' data folders: SQLite files, static pages).
#pragma once

#include <stdlib.h>  // mkdtemp

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace nightrider::web::testing {

class TempDir {
 public:
  // The folder's name begins with `prefix` ("nightrider_clock" -> /tmp/nightrider_clock_Ab12Cd).
  explicit TempDir(const std::string& prefix) {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "_XXXXXX")).string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make the folder " + pattern);
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;  // (a test that failed half-way may have left anything there)
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace nightrider::web::testing
