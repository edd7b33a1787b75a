// yajl (Debian libyajl-dev): a streaming JSON parser, so that a Lottie file is built straight into the parser's own
// compact values and counted against its limits as it is read, with no intermediate tree.
#include <yajl/yajl_parse.h>
