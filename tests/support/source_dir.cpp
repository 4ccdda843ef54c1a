#include "source_dir.h"

const char* landlord_test_source_dir() { return LANDLORD_SOURCE_PATH; }
