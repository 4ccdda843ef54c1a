#include "source_dir.h"

const char* landlord_test_source_dir() { return LANDLORD_SOURCE_PATH; }
const char* landlord_test_catalog_dir() { return LANDLORD_CATALOG_PATH; }
