#include "support/test_paths.h"

namespace nightrider::testing {

const char* shared_dir() { return NIGHTRIDER_SHARED_DIR; }
const char* test_data_dir() { return NIGHTRIDER_TEST_DATA_DIR; }
const char* nightrider_binary() { return NIGHTRIDER_BINARY; }

}  // namespace nightrider::testing
