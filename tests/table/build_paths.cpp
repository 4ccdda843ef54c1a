#include "build_paths.h"

const char* landlord_test_cli() { return LANDLORD_CLI_PATH; }
const char* landlord_test_tmp() { return LANDLORD_TEST_TMP_PATH; }
