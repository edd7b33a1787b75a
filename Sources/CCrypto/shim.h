#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

// OpenSSL's libcrypto (Debian's libssl-dev): its EVP digest interface, for the SHA-256 of every written file.
#include <openssl/evp.h>

#endif
