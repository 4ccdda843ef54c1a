# Project-wide warning flags, applied per target with landlord_warnings(<target>).
# Third-party code (ImGui) is compiled without them.
function(landlord_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                                           -Wno-missing-field-initializers)
  if(LANDLORD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
option(LANDLORD_WERROR "Treat warnings as errors" OFF)
