// EGOTableViewPullRefresh's arrow images, byte for byte: EGOTableViewPullRefresh/Resources/{blue,gray,black,white}
// Arrow{,@2x}.png at enormego/EGOTableViewPullRefresh 01d7ff2, as base64. They are MIT-licensed: `notice` holds the
// licence that travels with them.

/// The eight PNG files (STYLES.md §2.2), embedded so that the product carries them: no resource folder beside a
/// statically linked binary.
enum EGOArrowFiles {
    /// The licence of the files (the header of EGORefreshTableHeaderView.m), to accompany every copy of them.
    static let notice = """
        EGOTableViewPullRefresh's arrow images (Resources/{blue,gray,black,white}Arrow{,@2x}.png at
        enormego/EGOTableViewPullRefresh 01d7ff2): the ego-arrow artwork at 1x and 2x, and scaled from the 2x image at 3x.

        Copyright 2009 enormego. All rights reserved.

        Permission is hereby granted, free of charge, to any person obtaining a copy
        of this software and associated documentation files (the "Software"), to deal
        in the Software without restriction, including without limitation the rights
        to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
        copies of the Software, and to permit persons to whom the Software is
        furnished to do so, subject to the following conditions:

        The above copyright notice and this permission notice shall be included in
        all copies or substantial portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
        OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
        THE SOFTWARE.

        """

    /// The file `<colour>Arrow.png`, or `<colour>Arrow@2x.png` when `retina`, as base64 (lines of 112 characters).
    static func base64(_ color: VectorArtwork.EGOArrowColor, retina: Bool) -> String {
        switch (color, retina) {
        case (.blue, false):
            return """
            iVBORw0KGgoAAAANSUhEUgAAABcAAAA8CAYAAACNQSFVAAAACXBIWXMAAAsTAAALEwEAmpwYAAAKT2lDQ1BQaG90b3Nob3AgSUNDIHByb2ZpbGUA
            AHjanVNnVFPpFj333vRCS4iAlEtvUhUIIFJCi4AUkSYqIQkQSoghodkVUcERRUUEG8igiAOOjoCMFVEsDIoK2AfkIaKOg6OIisr74Xuja9a89+bN
            /rXXPues852zzwfACAyWSDNRNYAMqUIeEeCDx8TG4eQuQIEKJHAAEAizZCFz/SMBAPh+PDwrIsAHvgABeNMLCADATZvAMByH/w/qQplcAYCEAcB0
            kThLCIAUAEB6jkKmAEBGAYCdmCZTAKAEAGDLY2LjAFAtAGAnf+bTAICd+Jl7AQBblCEVAaCRACATZYhEAGg7AKzPVopFAFgwABRmS8Q5ANgtADBJ
            V2ZIALC3AMDOEAuyAAgMADBRiIUpAAR7AGDIIyN4AISZABRG8lc88SuuEOcqAAB4mbI8uSQ5RYFbCC1xB1dXLh4ozkkXKxQ2YQJhmkAuwnmZGTKB
            NA/g88wAAKCRFRHgg/P9eM4Ors7ONo62Dl8t6r8G/yJiYuP+5c+rcEAAAOF0ftH+LC+zGoA7BoBt/qIl7gRoXgugdfeLZrIPQLUAoOnaV/Nw+H48
            PEWhkLnZ2eXk5NhKxEJbYcpXff5nwl/AV/1s+X48/Pf14L7iJIEyXYFHBPjgwsz0TKUcz5IJhGLc5o9H/LcL//wd0yLESWK5WCoU41EScY5Emozz
            MqUiiUKSKcUl0v9k4t8s+wM+3zUAsGo+AXuRLahdYwP2SycQWHTA4vcAAPK7b8HUKAgDgGiD4c93/+8//UegJQCAZkmScQAAXkQkLlTKsz/HCAAA
            RKCBKrBBG/TBGCzABhzBBdzBC/xgNoRCJMTCQhBCCmSAHHJgKayCQiiGzbAdKmAv1EAdNMBRaIaTcA4uwlW4Dj1wD/phCJ7BKLyBCQRByAgTYSHa
            iAFiilgjjggXmYX4IcFIBBKLJCDJiBRRIkuRNUgxUopUIFVIHfI9cgI5h1xGupE7yAAygvyGvEcxlIGyUT3UDLVDuag3GoRGogvQZHQxmo8WoJvQ
            crQaPYw2oefQq2gP2o8+Q8cwwOgYBzPEbDAuxsNCsTgsCZNjy7EirAyrxhqwVqwDu4n1Y8+xdwQSgUXACTYEd0IgYR5BSFhMWE7YSKggHCQ0EdoJ
            NwkDhFHCJyKTqEu0JroR+cQYYjIxh1hILCPWEo8TLxB7iEPENyQSiUMyJ7mQAkmxpFTSEtJG0m5SI+ksqZs0SBojk8naZGuyBzmULCAryIXkneTD
            5DPkG+Qh8lsKnWJAcaT4U+IoUspqShnlEOU05QZlmDJBVaOaUt2ooVQRNY9aQq2htlKvUYeoEzR1mjnNgxZJS6WtopXTGmgXaPdpr+h0uhHdlR5O
            l9BX0svpR+iX6AP0dwwNhhWDx4hnKBmbGAcYZxl3GK+YTKYZ04sZx1QwNzHrmOeZD5lvVVgqtip8FZHKCpVKlSaVGyovVKmqpqreqgtV81XLVI+p
            XlN9rkZVM1PjqQnUlqtVqp1Q61MbU2epO6iHqmeob1Q/pH5Z/YkGWcNMw09DpFGgsV/jvMYgC2MZs3gsIWsNq4Z1gTXEJrHN2Xx2KruY/R27iz2q
            qaE5QzNKM1ezUvOUZj8H45hx+Jx0TgnnKKeX836K3hTvKeIpG6Y0TLkxZVxrqpaXllirSKtRq0frvTau7aedpr1Fu1n7gQ5Bx0onXCdHZ4/OBZ3n
            U9lT3acKpxZNPTr1ri6qa6UbobtEd79up+6Ynr5egJ5Mb6feeb3n+hx9L/1U/W36p/VHDFgGswwkBtsMzhg8xTVxbzwdL8fb8VFDXcNAQ6VhlWGX
            4YSRudE8o9VGjUYPjGnGXOMk423GbcajJgYmISZLTepN7ppSTbmmKaY7TDtMx83MzaLN1pk1mz0x1zLnm+eb15vft2BaeFostqi2uGVJsuRaplnu
            trxuhVo5WaVYVVpds0atna0l1rutu6cRp7lOk06rntZnw7Dxtsm2qbcZsOXYBtuutm22fWFnYhdnt8Wuw+6TvZN9un2N/T0HDYfZDqsdWh1+c7Ry
            FDpWOt6azpzuP33F9JbpL2dYzxDP2DPjthPLKcRpnVOb00dnF2e5c4PziIuJS4LLLpc+Lpsbxt3IveRKdPVxXeF60vWdm7Obwu2o26/uNu5p7ofc
            n8w0nymeWTNz0MPIQ+BR5dE/C5+VMGvfrH5PQ0+BZ7XnIy9jL5FXrdewt6V3qvdh7xc+9j5yn+M+4zw33jLeWV/MN8C3yLfLT8Nvnl+F30N/I/9k
            /3r/0QCngCUBZwOJgUGBWwL7+Hp8Ib+OPzrbZfay2e1BjKC5QRVBj4KtguXBrSFoyOyQrSH355jOkc5pDoVQfujW0Adh5mGLw34MJ4WHhVeGP45w
            iFga0TGXNXfR3ENz30T6RJZE3ptnMU85ry1KNSo+qi5qPNo3ujS6P8YuZlnM1VidWElsSxw5LiquNm5svt/87fOH4p3iC+N7F5gvyF1weaHOwvSF
            pxapLhIsOpZATIhOOJTwQRAqqBaMJfITdyWOCnnCHcJnIi/RNtGI2ENcKh5O8kgqTXqS7JG8NXkkxTOlLOW5hCepkLxMDUzdmzqeFpp2IG0yPTq9
            MYOSkZBxQqohTZO2Z+pn5mZ2y6xlhbL+xW6Lty8elQfJa7OQrAVZLQq2QqboVFoo1yoHsmdlV2a/zYnKOZarnivN7cyzytuQN5zvn//tEsIS4ZK2
            pYZLVy0dWOa9rGo5sjxxedsK4xUFK4ZWBqw8uIq2Km3VT6vtV5eufr0mek1rgV7ByoLBtQFr6wtVCuWFfevc1+1dT1gvWd+1YfqGnRs+FYmKrhTb
            F5cVf9go3HjlG4dvyr+Z3JS0qavEuWTPZtJm6ebeLZ5bDpaql+aXDm4N2dq0Dd9WtO319kXbL5fNKNu7g7ZDuaO/PLi8ZafJzs07P1SkVPRU+lQ2
            7tLdtWHX+G7R7ht7vPY07NXbW7z3/T7JvttVAVVN1WbVZftJ+7P3P66Jqun4lvttXa1ObXHtxwPSA/0HIw6217nU1R3SPVRSj9Yr60cOxx++/p3v
            dy0NNg1VjZzG4iNwRHnk6fcJ3/ceDTradox7rOEH0x92HWcdL2pCmvKaRptTmvtbYlu6T8w+0dbq3nr8R9sfD5w0PFl5SvNUyWna6YLTk2fyz4yd
            lZ19fi753GDborZ752PO32oPb++6EHTh0kX/i+c7vDvOXPK4dPKy2+UTV7hXmq86X23qdOo8/pPTT8e7nLuarrlca7nuer21e2b36RueN87d9L15
            8Rb/1tWeOT3dvfN6b/fF9/XfFt1+cif9zsu72Xcn7q28T7xf9EDtQdlD3YfVP1v+3Njv3H9qwHeg89HcR/cGhYPP/pH1jw9DBY+Zj8uGDYbrnjg+
            OTniP3L96fynQ89kzyaeF/6i/suuFxYvfvjV69fO0ZjRoZfyl5O/bXyl/erA6xmv28bCxh6+yXgzMV70VvvtwXfcdx3vo98PT+R8IH8o/2j5sfVT
            0Kf7kxmTk/8EA5jz/GMzLdsAAAAgY0hSTQAAeiUAAICDAAD5/wAAgOkAAHUwAADqYAAAOpgAABdvkl/FRgAABrdJREFUeNqUWEuMXEcVPedWvdef
            6ZnxeH72/DzjsQfHxkTJJguksGPBghU7dqxYsGQVAYlQJBKJSEgsEFIkFgQi8RFGigWREEgBGTk4jiFINsEmI2UmeGwTx57p/6t7Wbye8bi7+pOS
            brfU/erUrVPnfurxjd+/hcNDhKg3Wsmf37leabUyI4l+IwTFsZlJe+apjYeqZt3/e8rjkykESHQ+Rhj9H/MirsdzEQEB2MCpHWgCItJ5ugs89iOH
            udQZlqObEwFj4NK1eyGxzzOHLMB8BaoZIpTD03VNEKDDFEeghSRMGHfDg9JLIsRItM1ipB2ixUCQ6sVBY7S4CC0izAA+yN3hEK0QNObb7OE8pI+D
            m0DUABgpikE6hxkMCtWWqUY8V9/1oyjUWQJgCnZAJqOCykMsA3A3pkUfkHXJS6AIJFAYMYLMILAY52yFrvNUsB1G0jkBggQoBmovuO+iRQRwAQZw
            aIja/hKSAIiAt2yii3Iis+YIfncIoYfzR0GNgC9/dqFHWtW9KvhXCswAG6gWioCVMmCR5/yffvOH6HYNMAg5CJvOW7VWsz9eegtRKbaCxmK6TXLL
            huZdgwitkCRx8FKpEE0YIggcim5IvEO5XIJGnPROGANPCKx1aWVfO4c1JCJS9+I2Q0QB3jmJgQvJeQAOg3KXQUh8IsLN6IF656K0kFTABNGU9Fii
            U+8kqlzvRPqBj1RBxQm8d9HD8eL6gOcuCwandCFJEQexKOdxWjquD3NfhKQTxoMoppa8jsI6CcMG5JZAMIgIJFZDJeYO0CLw9ij5lkKlEzAKHqFF
            SCPZzuvRgba70zCNeYZwFBhj4BG1CFkC8BUaSjRoV/DIwbchAXFLhG+IxNQisVMCSc4BqEQT9aOILQi541yfA416nveLoQOgAyJUSSrzHiDWzsWn
            Md/+YJ0zp6hf0HkyHkSPhDM0iHDQGPeCR7OikUwBFAGEAeAFAr5f8+T7OKaAbRnw0AaBG1KQdygCSqyFZpTLFoDXDgreAHTmgkesHvp+8wlCOtZv
            KAUGIJhCTXv6WQ/Lbwb6eGuQAPiaATNAV0vWzTnxjohdlEO0iAhq9Rb85vYOZqancGRiDFmm+/mCIJ81YM2Adn9SrEywKZCL0tl+knhsbu3g/m4V
            sldt4vK1G6jV6igkDiKACJREg0ATQGOANUE0VQAVwBU8Nm/fxd/+eROqBvFesFdt4NLVG9it1pHkicw6xcJhiBE0AZEmCbY+uoer792E7V/cOkkd
            e9U6Ll29jt1qDd65/S7E4VGk9prBgbA0SbD933u48t6/YZbXg7zX3z9B77BXq+PSu//CXnXXvBPtpIdBnvs0kebWzh28/Y/3Dzw+XCy+rGpTKpY5
            cXi4W8PlazeRBZsRQjsg/Wpctn37/uce7G19VdUgIjAzqJoncd8vHZ+Z2Ny++3y90a7ur7rzvz0QqIqIdijoAy7trZ37z5B4VkiEEKBqKBfT8uLC
            7LflC59/6mdPnjlxUTXQDFUANSesSU7csAP1ThiErAGomVkVMJ49tXxhemLy53Ll8lWbHi+9snhs5oGqFgYe4BBTtdLSsel7qwtzr1izDWk25+G4
            uHnmxNqPigU/pmZuBI97TNX8WLlQPHd65QdCfhTMIH68ASvsYWqu8vrG+uIlUxv/tB53mqfxM6cW3hyfLl5oJi1kxQxSKhOlMSItMJxZW35pfnqy
            FoKmn8rroMWl+am7q0vzL2etLE/SARDWA1gPsGobKXnj/MbKj9PUjY9Kj6q6ciktPfnEqe+P+cp2CRWUmZtQ8pcJFCCoYmH26KtnTi5fUbWKjUbH
            5LnTK7+bPTL1awPhnD8w/8EH73fn4daYl+/OHq388t7H1cQ59m0tQtB05fjRnfWlxRcbzTasq+vyd+6kXRc0Q7FQfHft+MyrD/dufDPL9EGszqoq
            x0qF0vmNky8J3FYWtKdI+6efPtnrkgJpQX+425j/4vVb2+e8c7XDFdgMBnLi7PrShfFi5ReNZisewWYZug3M0G6henp5+TvTkxXrqOdQsGhpaf7o
            7aW5uRfqjSba7SxqIokgZvBAZbzwl7Mbyz9xTibNTA6CpZSWz2+sv5j60odJUkCaFqMm9AExkyQgsIWVhemX15fnrwe1Mcub2skn1ld+O1E68rqa
            A+n7ms8arYE9uAo/WT8x/a3b9z7+1f2H9fLq4uztE8eWnmu2Asx08HvFv1+7NeTdgSFNkjdPLq6+9h9ufv0zJ1a+0W7Zh0GbQ281fm31SyO8nQB8
            Yfd7c3Ol6lgy/dMQFLG7VPf4/wDSf9WTrFBynAAAAABJRU5ErkJggg==
            """
        case (.blue, true):
            return """
            iVBORw0KGgoAAAANSUhEUgAAAC4AAAB4CAYAAACNbsDdAAAAGXRFWHRTb2Z0d2FyZQBBZG9iZSBJbWFnZVJlYWR5ccllPAAAAyJpVFh0WE1MOmNv
            bS5hZG9iZS54bXAAAAAAADw/eHBhY2tldCBiZWdpbj0i77u/IiBpZD0iVzVNME1wQ2VoaUh6cmVTek5UY3prYzlkIj8+IDx4OnhtcG1ldGEgeG1s
            bnM6eD0iYWRvYmU6bnM6bWV0YS8iIHg6eG1wdGs9IkFkb2JlIFhNUCBDb3JlIDUuMC1jMDYwIDYxLjEzNDc3NywgMjAxMC8wMi8xMi0xNzozMjow
            MCAgICAgICAgIj4gPHJkZjpSREYgeG1sbnM6cmRmPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjIj4gPHJkZjpE
            ZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6eG1wPSJodHRwOi8vbnMuYWRvYmUuY29tL3hhcC8xLjAvIiB4bWxuczp4bXBNTT0iaHR0cDov
            L25zLmFkb2JlLmNvbS94YXAvMS4wL21tLyIgeG1sbnM6c3RSZWY9Imh0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC9zVHlwZS9SZXNvdXJjZVJl
            ZiMiIHhtcDpDcmVhdG9yVG9vbD0iQWRvYmUgUGhvdG9zaG9wIENTNSBNYWNpbnRvc2giIHhtcE1NOkluc3RhbmNlSUQ9InhtcC5paWQ6NDAzRkVD
            REJCQTlDMTFERkI4NEVEQzRDOTE1OUQzMDgiIHhtcE1NOkRvY3VtZW50SUQ9InhtcC5kaWQ6NDAzRkVDRENCQTlDMTFERkI4NEVEQzRDOTE1OUQz
            MDgiPiA8eG1wTU06RGVyaXZlZEZyb20gc3RSZWY6aW5zdGFuY2VJRD0ieG1wLmlpZDo0MDNGRUNEOUJBOUMxMURGQjg0RURDNEM5MTU5RDMwOCIg
            c3RSZWY6ZG9jdW1lbnRJRD0ieG1wLmRpZDo0MDNGRUNEQUJBOUMxMURGQjg0RURDNEM5MTU5RDMwOCIvPiA8L3JkZjpEZXNjcmlwdGlvbj4gPC9y
            ZGY6UkRGPiA8L3g6eG1wbWV0YT4gPD94cGFja2V0IGVuZD0iciI/Pvj7B1oAAAJtSURBVHja7JvPSkJREMav5gO0bl89Qq/Qpn2bniEwohBDrSBq
            IQRCRG2iFkIQkgRthDYRhRC4aVEQgQhtAhHciNgcmgsiqfd6z9xzLn4Ds+iP3l/HOd/MN1Cs1+s5UYy4E9EAeNiR8PuCTP5yTgIkl1xroFQADnCA
            A3x6wGMYsgAOcIADHOBRcUArQg6ojFIBOMABDnA4IJw4wAEOcIAD3DoHlBVyQFmUCsABDnCAwwHhxAEOcIADHODyDohcjZ/XPAuxLIlaN1s+pakC
            n8GJAxzgdoLHogq+iJYPcIADHOAAN9GA3oVY5lEqAAc4wAE+fQ1omXLWMMuqj9+97e+ce4bBvT7/nrIY7/viOgIV0qTMDNb4PuWX5eCK8WcQvE2Z
            pOxYCv1AWRqmKjXKgoXQLcr0ODk8pXyxDPyI8nsceJdyky+CDaEOsei1ATXc22s41L1L+e2cd/2XwVAcD1O6cS1fnXrdEPQr5cWks4r6qNa57sOM
            DpdIN8iQZUIi1fM+dEyHJ5TVkKDfKM90jbWuRLaEodVztrx0bz/zeD0EiTznE9duJMqCEvnJ8ifmgHYFJLLLKtKRBG9xveuUyCu/l39Sz1llpdER
            6tPLh2mWC9zdgkaKG11o4F02Hu0A76Hs4pOJ9UQQiVTz9YHJvUqJJ0m/kQnS0HQthHZ4hvca6g+tBHmgLnB1chseJbKpowPrXMFV2a96KZGmTeCu
            RNZG/Lwy4X0QB++MkEgtJSIF7rBHzP3z/cPBFYNt4CpunL99pBuPjubdpOR+PM0S2XYGtlA6IiEIrmp6m3JBYlMgCe7wHCKyzovsf6X8CjAASDOH
            qCSgHKAAAAAASUVORK5CYII=
            """
        case (.gray, false):
            return """
            iVBORw0KGgoAAAANSUhEUgAAABcAAAA8CAYAAACNQSFVAAAAGXRFWHRTb2Z0d2FyZQBBZG9iZSBJbWFnZVJlYWR5ccllPAAAAyJpVFh0WE1MOmNv
            bS5hZG9iZS54bXAAAAAAADw/eHBhY2tldCBiZWdpbj0i77u/IiBpZD0iVzVNME1wQ2VoaUh6cmVTek5UY3prYzlkIj8+IDx4OnhtcG1ldGEgeG1s
            bnM6eD0iYWRvYmU6bnM6bWV0YS8iIHg6eG1wdGs9IkFkb2JlIFhNUCBDb3JlIDUuMC1jMDYwIDYxLjEzNDc3NywgMjAxMC8wMi8xMi0xNzozMjow
            MCAgICAgICAgIj4gPHJkZjpSREYgeG1sbnM6cmRmPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjIj4gPHJkZjpE
            ZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6eG1wPSJodHRwOi8vbnMuYWRvYmUuY29tL3hhcC8xLjAvIiB4bWxuczp4bXBNTT0iaHR0cDov
            L25zLmFkb2JlLmNvbS94YXAvMS4wL21tLyIgeG1sbnM6c3RSZWY9Imh0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC9zVHlwZS9SZXNvdXJjZVJl
            ZiMiIHhtcDpDcmVhdG9yVG9vbD0iQWRvYmUgUGhvdG9zaG9wIENTNSBNYWNpbnRvc2giIHhtcE1NOkluc3RhbmNlSUQ9InhtcC5paWQ6ODU2NDFF
            RTlCQTlDMTFERkJCQ0E5N0JFNkM4NDU3NkEiIHhtcE1NOkRvY3VtZW50SUQ9InhtcC5kaWQ6ODU2NDFFRUFCQTlDMTFERkJCQ0E5N0JFNkM4NDU3
            NkEiPiA8eG1wTU06RGVyaXZlZEZyb20gc3RSZWY6aW5zdGFuY2VJRD0ieG1wLmlpZDo4NTY0MUVFN0JBOUMxMURGQkJDQTk3QkU2Qzg0NTc2QSIg
            c3RSZWY6ZG9jdW1lbnRJRD0ieG1wLmRpZDo4NTY0MUVFOEJBOUMxMURGQkJDQTk3QkU2Qzg0NTc2QSIvPiA8L3JkZjpEZXNjcmlwdGlvbj4gPC9y
            ZGY6UkRGPiA8L3g6eG1wbWV0YT4gPD94cGFja2V0IGVuZD0iciI/Pu/Jyo4AAAPuSURBVHja7JdfSFNRHMfv2d2/u7s5e5gh+tBLqMxk4qDXwgT1
            TcE/iP8QX0V7tUZIhpYhQRDmSy+OXERFL0JBhG/1KGQ6mFFQS9Hmppvbrrvre2QDK7dzz0JQ8MLgoud8z+/3O9/P79xD0um0cFyPTjjGR5/rHz6f
            T/b7/XqTyZQ3tUQiQQYGBqJlZWX7msWXl5fNi4uLJlmW84pHo1HS1ta2xxW5JEmizWYzWCwWNW9d8YiiSLjE4/G4cXd314wNVxmR61KplMglXllZ
            qdCSGo3GvOLJZFJntVqPHENOrRVPr3jODZ2fn3eurKycw4amGBsqDg4OLpWXl0c0i0PYAYjKAJHCsKKhs7PTj1ft4sBeD2ERELHsJIIjPoiQrgVR
            FeGVGbmqqnwQVVRU/AIDBtR8n1FzPSBKnkF08iFqgdcvwJIK4yQyAKJngOg7D0QXAVENvJ5gWNEEiBa4IkfEBMIEEBFG9gQQ8ZUF6cqIqpgeSozI
            JUCk5xKvqqpaI4ToAVEyb82TSaPVZoueQXTyIboOr1+CJRMMiEyAaBIQ+TWLr66uugDRFbTTWD5xfDhZANEML0QpCCuASGFkr+BzLs0LkQVR2fON
            yUQuc3/O4SRaAgM6LTVHhuEziE7+negGIKrFhsYZG2oGRB7ciT7zQFQLiK7hwIgy+rkMiKa5Ikcfj1NhQBRj1lanS3HVHBM0e9RgMBwprg+Hw6Zg
            MGgFwocHqJFIxKBlATomEAjYFUUpOhQswdEnENw3i8bGxu4AYzcWyN4n09jI85hopu+sAxqbugExOpdkWoLV5XLNHBA6Nzd32ev1+ux2O92DbAb0
            A1TVWpmsMBYxIyi/x+NpOUijvb39Q3V19VQsFqMNKJn5qRyWVjJz9hF1rKGhweN0Ojd1GWcI/f39j+GMt1hZLhQaXIxliD7t6el5/4db8Mf94eHh
            W9vb20G6XgHapr29PX9ra+s0DfYfK7rd7i+NjY23UR5dtoYaHwKYhKampglobB7pc/hVQEqvUB4vbgxWrcq0lJIkPe/o6FigGjkhcjgcwujo6F2k
            toRJEjNkQoxbW1tfR0ZGpkpLS9mE1tTUhOrr629i56l3RUY5xObm5nt1dXVBzfj39fV9hD0fov5SvnLgeY1SvgR02nsL3fHe3t5HqOW7HPY0hkKh
            H0NDQ5MlJSVp7sMCkVN7eiDy8y97EmSkhzvuwx3fCj6JMHkN9hw/bE+aCRz1pru725f1dEHidHJXV9cLNLV5dD4r/WYHaBvIaBzlUP/7DKUWQ+ec
            gIc/7ezsFKMcD+COAHMi7Ypaf7Ozs1dRoifr6+uilvFc4ugdAs5VSev43wIMAAA2SLT856+iAAAAAElFTkSuQmCC
            """
        case (.gray, true):
            return """
            iVBORw0KGgoAAAANSUhEUgAAAC4AAAB4CAYAAACNbsDdAAAC7mlDQ1BJQ0MgUHJvZmlsZQAAeAGFVM9rE0EU/jZuqdAiCFprDrJ4kCJJWatoRdQ2
            /RFiawzbH7ZFkGQzSdZuNuvuJrWliOTi0SreRe2hB/+AHnrwZC9KhVpFKN6rKGKhFy3xzW5MtqXqwM5+8943731vdt8ADXLSNPWABOQNx1KiEWls
            fEJq/IgAjqIJQTQlVdvsTiQGQYNz+Xvn2HoPgVtWw3v7d7J3rZrStpoHhP1A4Eea2Sqw7xdxClkSAog836Epx3QI3+PY8uyPOU55eMG1Dys9xFki
            fEA1Lc5/TbhTzSXTQINIOJT1cVI+nNeLlNcdB2luZsbIEL1PkKa7zO6rYqGcTvYOkL2d9H5Os94+wiHCCxmtP0a4jZ71jNU/4mHhpObEhj0cGDX0
            +GAVtxqp+DXCFF8QTSeiVHHZLg3xmK79VvJKgnCQOMpkYYBzWkhP10xu+LqHBX0m1xOv4ndWUeF5jxNn3tTd70XaAq8wDh0MGgyaDUhQEEUEYZiw
            UECGPBoxNLJyPyOrBhuTezJ1JGq7dGJEsUF7Ntw9t1Gk3Tz+KCJxlEO1CJL8Qf4qr8lP5Xn5y1yw2Fb3lK2bmrry4DvF5Zm5Gh7X08jjc01efJXU
            dpNXR5aseXq8muwaP+xXlzHmgjWPxHOw+/EtX5XMlymMFMXjVfPqS4R1WjE3359sfzs94i7PLrXWc62JizdWm5dn/WpI++6qvJPmVflPXvXx/GfN
            xGPiKTEmdornIYmXxS7xkthLqwviYG3HCJ2VhinSbZH6JNVgYJq89S9dP1t4vUZ/DPVRlBnM0lSJ93/CKmQ0nbkOb/qP28f8F+T3iuefKAIvbODI
            mbptU3HvEKFlpW5zrgIXv9F98LZua6N+OPwEWDyrFq1SNZ8gvAEcdod6HugpmNOWls05Uocsn5O66cpiUsxQ20NSUtcl12VLFrOZVWLpdtiZ0x1u
            HKE5QvfEp0plk/qv8RGw/bBS+fmsUtl+ThrWgZf6b8C8/UXAeIuJAAAACXBIWXMAAAsTAAALEwEAmpwYAAAE9UlEQVR4Ae1czUtUURSfNzOlBtE4
            y2hby7bRUlBxEUELV/0VFW2kkEqIWhSCEFKboEUUREwJ48dgC1sUgtDGRUEEIrhJRRjFyZl+R94bnuN9vnPufXdmHtwH8t6cez5+9/fOPffDUa/R
            aGTSeGXTCJowO+DtfnN5acCRkZGi1IajXy6X/3L0Ah0x8Gw2mwuMO3kXA9/d3U0n8NQyns/nu6ISiVMltYzv7++nM8c9z3PATcqp5xZZJvRp2HZF
            adPA7VaHOqQZ2bhUMaJPw9gxrkGakYl4kTU4OHjNKGKE8cLCwueIJqVYDDy1axV0X9xZJWWGQjEIrG3ENoYYleZiEC5VlDzyhWLG4VrHho+IqakD
            QseGCYevJgbRLYPT7YD4LzkZTbfISoZHvhfHOJ+rZDQd48nwyPeSWsbFM+fQ0NBzPi98zfn5+Vt8bb0Fk7izEkBcXR0Q6TxmBiM6neUSydbTAaFj
            wwbEVdQB4VKFy65KrysY/+flT6vAnSQTA7exyz+VOTg4CaSqze2AVKzYlKV2reKA20wLlW/HuIoVmzLHuE12Vb7FM+fw8PA3lSNT2dzc3BWJDzFw
            HHp2RXqJgYOVdAK3sciSpEigK2Y8takCxtOZKqllPLWDE8C9YIB08u52QO1mvysqhE6nHXAd1kxsHOMm7OnYOsZ1WDOxEa8OsQP6aRIwyhY7oItR
            bSq5SxUVKzZljnGb7Kp8O8ZVrNiUOcZtsqvyfbgDwlerR3K5XEGl0CrDZvlRqyyJzzg9uM/109PTU2rOnLYAccFw40OvXCqV3h7mOL50XkaA99wg
            HdTbRmaMU/zm4Ozt7Z1Ab/50EFRs6Hq9PhH8bXMTOOivAvht/NRiPXRAAaC/IDM+BqGbwEmAhh8APhU0dssdmHaA5V4YzxHg1FAsFqeh+D2s1Oln
            /NXuU5C6EcahPBDCmvs8lEr4ORdW7sQzkYjva91sjX2McVLAon4dBoejt9WgnZ+BoYrcHlPFVAInRfRyBobNwaAyboNsslKpKCtdJHAC1dfXNw7w
            a20AeCwE4q709/e/PtbgC5Q5HlbGcuAypuN37fwVCkDXMNFcR83+FcYSfj6RcVKkEolbW0skgE+dBJpwxQInJbyyF7gt03MbrtWtra2XcXFiUyVw
            MDAwcAH/vqGElDkbyJK+g2n6itMNFIbVON8sxsnJ4uLiGiYC2yXyFQc04WEDJ+XZ2dlPYMVWify9ubk5SXE4lwg4OcT/V3kI8ImWSD9FxpaXl9kL
            PDHwpaWlHeT5XT8YhxyOzhvM1qLBLwZOKCgIwFOlMb7o7WGieyZ1pAWcghQKhSkEXZEGbNWHjzHaC7TK4z6zy6HKkV8iZ8D+GVU7Q/Yeb0+5iIqz
            1WacHFOJBGNaJRJ2G9Vq9XEcwKh2I+DklLZT9Ux9JipAlBxvaZwGelR7nNwYOAXYq+7Rmch6XLCgnTqKFKkEn3XuiQD3mbuD109Tdty17TU8rfQK
            O04EODn06/B02LnqmcYEpvVtVZtElhhwCoopm0okLYOjrgrtrKIaJfJEgdOUjT0inc2o6vI22oxTJOhcosDJqb9HfBAECN2ftB4xhNrEj4kDJwRI
            hw9gnc4jg+srxkCiZ5NWgPto6eSJjjmqtVrtyClU0BuTu9GUHxcYG+2r0LmEFIncrcf5iGwHIxmbP6Ojozkb/q0yHslWAg3/AXUMHoO2z/o0AAAA
            AElFTkSuQmCC
            """
        case (.black, false):
            return """
            iVBORw0KGgoAAAANSUhEUgAAABcAAAA8CAYAAACNQSFVAAAACXBIWXMAAAsTAAALEwEAmpwYAAAKT2lDQ1BQaG90b3Nob3AgSUNDIHByb2ZpbGUA
            AHjanVNnVFPpFj333vRCS4iAlEtvUhUIIFJCi4AUkSYqIQkQSoghodkVUcERRUUEG8igiAOOjoCMFVEsDIoK2AfkIaKOg6OIisr74Xuja9a89+bN
            /rXXPues852zzwfACAyWSDNRNYAMqUIeEeCDx8TG4eQuQIEKJHAAEAizZCFz/SMBAPh+PDwrIsAHvgABeNMLCADATZvAMByH/w/qQplcAYCEAcB0
            kThLCIAUAEB6jkKmAEBGAYCdmCZTAKAEAGDLY2LjAFAtAGAnf+bTAICd+Jl7AQBblCEVAaCRACATZYhEAGg7AKzPVopFAFgwABRmS8Q5ANgtADBJ
            V2ZIALC3AMDOEAuyAAgMADBRiIUpAAR7AGDIIyN4AISZABRG8lc88SuuEOcqAAB4mbI8uSQ5RYFbCC1xB1dXLh4ozkkXKxQ2YQJhmkAuwnmZGTKB
            NA/g88wAAKCRFRHgg/P9eM4Ors7ONo62Dl8t6r8G/yJiYuP+5c+rcEAAAOF0ftH+LC+zGoA7BoBt/qIl7gRoXgugdfeLZrIPQLUAoOnaV/Nw+H48
            PEWhkLnZ2eXk5NhKxEJbYcpXff5nwl/AV/1s+X48/Pf14L7iJIEyXYFHBPjgwsz0TKUcz5IJhGLc5o9H/LcL//wd0yLESWK5WCoU41EScY5Emozz
            MqUiiUKSKcUl0v9k4t8s+wM+3zUAsGo+AXuRLahdYwP2SycQWHTA4vcAAPK7b8HUKAgDgGiD4c93/+8//UegJQCAZkmScQAAXkQkLlTKsz/HCAAA
            RKCBKrBBG/TBGCzABhzBBdzBC/xgNoRCJMTCQhBCCmSAHHJgKayCQiiGzbAdKmAv1EAdNMBRaIaTcA4uwlW4Dj1wD/phCJ7BKLyBCQRByAgTYSHa
            iAFiilgjjggXmYX4IcFIBBKLJCDJiBRRIkuRNUgxUopUIFVIHfI9cgI5h1xGupE7yAAygvyGvEcxlIGyUT3UDLVDuag3GoRGogvQZHQxmo8WoJvQ
            crQaPYw2oefQq2gP2o8+Q8cwwOgYBzPEbDAuxsNCsTgsCZNjy7EirAyrxhqwVqwDu4n1Y8+xdwQSgUXACTYEd0IgYR5BSFhMWE7YSKggHCQ0EdoJ
            NwkDhFHCJyKTqEu0JroR+cQYYjIxh1hILCPWEo8TLxB7iEPENyQSiUMyJ7mQAkmxpFTSEtJG0m5SI+ksqZs0SBojk8naZGuyBzmULCAryIXkneTD
            5DPkG+Qh8lsKnWJAcaT4U+IoUspqShnlEOU05QZlmDJBVaOaUt2ooVQRNY9aQq2htlKvUYeoEzR1mjnNgxZJS6WtopXTGmgXaPdpr+h0uhHdlR5O
            l9BX0svpR+iX6AP0dwwNhhWDx4hnKBmbGAcYZxl3GK+YTKYZ04sZx1QwNzHrmOeZD5lvVVgqtip8FZHKCpVKlSaVGyovVKmqpqreqgtV81XLVI+p
            XlN9rkZVM1PjqQnUlqtVqp1Q61MbU2epO6iHqmeob1Q/pH5Z/YkGWcNMw09DpFGgsV/jvMYgC2MZs3gsIWsNq4Z1gTXEJrHN2Xx2KruY/R27iz2q
            qaE5QzNKM1ezUvOUZj8H45hx+Jx0TgnnKKeX836K3hTvKeIpG6Y0TLkxZVxrqpaXllirSKtRq0frvTau7aedpr1Fu1n7gQ5Bx0onXCdHZ4/OBZ3n
            U9lT3acKpxZNPTr1ri6qa6UbobtEd79up+6Ynr5egJ5Mb6feeb3n+hx9L/1U/W36p/VHDFgGswwkBtsMzhg8xTVxbzwdL8fb8VFDXcNAQ6VhlWGX
            4YSRudE8o9VGjUYPjGnGXOMk423GbcajJgYmISZLTepN7ppSTbmmKaY7TDtMx83MzaLN1pk1mz0x1zLnm+eb15vft2BaeFostqi2uGVJsuRaplnu
            trxuhVo5WaVYVVpds0atna0l1rutu6cRp7lOk06rntZnw7Dxtsm2qbcZsOXYBtuutm22fWFnYhdnt8Wuw+6TvZN9un2N/T0HDYfZDqsdWh1+c7Ry
            FDpWOt6azpzuP33F9JbpL2dYzxDP2DPjthPLKcRpnVOb00dnF2e5c4PziIuJS4LLLpc+Lpsbxt3IveRKdPVxXeF60vWdm7Obwu2o26/uNu5p7ofc
            n8w0nymeWTNz0MPIQ+BR5dE/C5+VMGvfrH5PQ0+BZ7XnIy9jL5FXrdewt6V3qvdh7xc+9j5yn+M+4zw33jLeWV/MN8C3yLfLT8Nvnl+F30N/I/9k
            /3r/0QCngCUBZwOJgUGBWwL7+Hp8Ib+OPzrbZfay2e1BjKC5QRVBj4KtguXBrSFoyOyQrSH355jOkc5pDoVQfujW0Adh5mGLw34MJ4WHhVeGP45w
            iFga0TGXNXfR3ENz30T6RJZE3ptnMU85ry1KNSo+qi5qPNo3ujS6P8YuZlnM1VidWElsSxw5LiquNm5svt/87fOH4p3iC+N7F5gvyF1weaHOwvSF
            pxapLhIsOpZATIhOOJTwQRAqqBaMJfITdyWOCnnCHcJnIi/RNtGI2ENcKh5O8kgqTXqS7JG8NXkkxTOlLOW5hCepkLxMDUzdmzqeFpp2IG0yPTq9
            MYOSkZBxQqohTZO2Z+pn5mZ2y6xlhbL+xW6Lty8elQfJa7OQrAVZLQq2QqboVFoo1yoHsmdlV2a/zYnKOZarnivN7cyzytuQN5zvn//tEsIS4ZK2
            pYZLVy0dWOa9rGo5sjxxedsK4xUFK4ZWBqw8uIq2Km3VT6vtV5eufr0mek1rgV7ByoLBtQFr6wtVCuWFfevc1+1dT1gvWd+1YfqGnRs+FYmKrhTb
            F5cVf9go3HjlG4dvyr+Z3JS0qavEuWTPZtJm6ebeLZ5bDpaql+aXDm4N2dq0Dd9WtO319kXbL5fNKNu7g7ZDuaO/PLi8ZafJzs07P1SkVPRU+lQ2
            7tLdtWHX+G7R7ht7vPY07NXbW7z3/T7JvttVAVVN1WbVZftJ+7P3P66Jqun4lvttXa1ObXHtxwPSA/0HIw6217nU1R3SPVRSj9Yr60cOxx++/p3v
            dy0NNg1VjZzG4iNwRHnk6fcJ3/ceDTradox7rOEH0x92HWcdL2pCmvKaRptTmvtbYlu6T8w+0dbq3nr8R9sfD5w0PFl5SvNUyWna6YLTk2fyz4yd
            lZ19fi753GDborZ752PO32oPb++6EHTh0kX/i+c7vDvOXPK4dPKy2+UTV7hXmq86X23qdOo8/pPTT8e7nLuarrlca7nuer21e2b36RueN87d9L15
            8Rb/1tWeOT3dvfN6b/fF9/XfFt1+cif9zsu72Xcn7q28T7xf9EDtQdlD3YfVP1v+3Njv3H9qwHeg89HcR/cGhYPP/pH1jw9DBY+Zj8uGDYbrnjg+
            OTniP3L96fynQ89kzyaeF/6i/suuFxYvfvjV69fO0ZjRoZfyl5O/bXyl/erA6xmv28bCxh6+yXgzMV70VvvtwXfcdx3vo98PT+R8IH8o/2j5sfVT
            0Kf7kxmTk/8EA5jz/GMzLdsAAAAgY0hSTQAAeiUAAICDAAD5/wAAgOkAAHUwAADqYAAAOpgAABdvkl/FRgAABgdJREFUeNqkWFFIHFcUPfe9N7sz
            o9EImxI0QeIuJCAoIRADWfKTdP0Q3BjYbtC/QqAf9qPQr9ImpRSaQAuFEkoxxIAmQmshpQTJZ0XMh9Z+NJBCakioEXU3NXa76+7szLx+OGPX3dnZ
            sX1wYXk7c+bMvee9e+bRxMQEKgfnHLlcTly7dk1dW1tDoxGPx+Xo6GjBNE0ppdzzn2CM7ZlgjIExBiIiBBhEBCEEpJSoAeec1zCvnmsEXm8In5sC
            M+ecw7btWubVGES0G/thXg3sCw4gKHNZj4zwucEMAs4Yk4wxcM4Dp8UCkMc+hmdahBA1ahFCgIjYPtIiPdNS/URHryEAkSDYAMpSyoz0oO6pc2cR
            8YDgtmmaMM3aEolyubxnwrZt98IgaiGnmNJr4Yl6Cgiq8yr57gUvFos1e0v1XCPgUCgEIqqV4okTJ2ouzuVyYNU7Wh1sIQSFw2EoilLLfGpqyist
            YIzZQfKey+Xk9PQ0DMNonBZH/GUiehkkLZxzqaoqvF5UtLa2eoFDURQrCLimaTh48CBKpVItjmeuhFAYY10AGADpt7VwzguhUOh5oOXvTDLG2BsA
            eADw10KI55ZlBWbuFrQRc3DObSEE9guOgAWFoiiwbTsYuKIors6D5JwURfFmXifnYIxRAJ0zzjnVa+rC6/WdXdEKwNwiIqsuuNeGQ0QGES0EbHO2
            63WCpkUyxqwgy59zLoUQqIMjvByUTkTDALQGaVEYY78zxn70ZF49SUTuxtUCoBmA7QMeIqKmwAV1wYnIBfVjLn1z7gXOOZdO92+oc9oZ3p2IPMDp
            X5fbELzCFXsw9zBFbMeHKABUAH5bb5iIhLs2gurcJqIVAH81AA8B2KjXzEUd12oAmPzf/ry6a7u/92OhvQpKRDt2TghR7ZgUInrbsXR+bjfMGPuZ
            iB5UggshsLW1BbG4uIjOzk4cPXp0tw868joH4BiAsg+4TkQlzvkDt6C6ruPRo0fIZDJg2WwW4+Pj2NjYgKqq7ivaRFQEUAJQ9IkSEZXcNOi6jsXF
            Rdy7dw+WZYGFQiFkMhmMjY3tPsDRNjk9tFFIKSVUVcXCwgImJydh2/aOoQWAygdkMhnoum47OeTOQqoXnDEmm5ubsbS0hLt37+4CAwCTUoKIoGka
            stksxsbGsL6+LsPhsO1I1Y+10DS95AK7RF0FCsbYYKFQaFMUxSQivHjxAjdv3sTm5mbE2RH9fLo5O/tTz6tXr0by+TyEEDAMA6ZpCs75pujt7W2Z
            mZm5+uzZs4JbmJWVFTjfRK69qDfKs7OzfQDOVa6XWCymnzx58iN+586dXw3DiM3NzR2zbTvv6LrsFJQFCOlcXwZgqKoavnLlyoPjx49/wS9cuIBD
            hw49yWazA8vLy1qFUv5LqAMDA38ODg6+b1lWjhWLRaiq+jyVSn195MiRpoDy8yxuLBZTL1269CXnfJWIwFxDE41Gpy5fvjwvhDgQMB17QlXVA+l0
            +mEkErm/vb0N0zTByuUyyuUy8vm8dfbs2evxeLzgbKX7Ya0m3kxkTp8+faNYLO4ej7BSqYRSqYTt7W1wzn9LpVLfHD582GUfCDwajWqpt1Kf67r+
            UtM06LoOXdd3lr8bjoxupVKpRcbYgYDpaB0eHp5p72j/vvqzU6yurta4re7u7k/OnDnz3fz8vOJjLSSAUH9//3pfX9+n+b/zNU6X5fN5VEYul4Nl
            Wb8MDQ3dikQirT6sRSwW04aGhq5LKVdM09zNtRuio6PD8wSivb39q2Qymbh9+3a3lLJQZe2kqqot6XT6fltb27eFQsHbGtRrXYZh5M+fP3/11KlT
            0lFPJWutv79/rbe39+NcLgfDMDxDNDU11e9h4fBcOp0ef/r06btbW1tb7rOj0ag+ODj4HhH94fcF4vttYhgGenp6biSTyScAdFcdIyMjP3R2dk5p
            moaWlpa6UXNqUT1s236dSCQ+XFpamn78+LGeSCTW4vH4B1JKKIriby2Wl5cbHi9pmvYwmUxOcs7fuXjx4qht2380IgUAoqurK5A3aW9v/6yrqyvf
            0dExYVlWoIPNfwYASbNxzfWRdHYAAAAASUVORK5CYII=
            """
        case (.black, true):
            return """
            iVBORw0KGgoAAAANSUhEUgAAAC4AAAB4CAYAAACNbsDdAAAAGXRFWHRTb2Z0d2FyZQBBZG9iZSBJbWFnZVJlYWR5ccllPAAAAyJpVFh0WE1MOmNv
            bS5hZG9iZS54bXAAAAAAADw/eHBhY2tldCBiZWdpbj0i77u/IiBpZD0iVzVNME1wQ2VoaUh6cmVTek5UY3prYzlkIj8+IDx4OnhtcG1ldGEgeG1s
            bnM6eD0iYWRvYmU6bnM6bWV0YS8iIHg6eG1wdGs9IkFkb2JlIFhNUCBDb3JlIDUuMC1jMDYwIDYxLjEzNDc3NywgMjAxMC8wMi8xMi0xNzozMjow
            MCAgICAgICAgIj4gPHJkZjpSREYgeG1sbnM6cmRmPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjIj4gPHJkZjpE
            ZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6eG1wPSJodHRwOi8vbnMuYWRvYmUuY29tL3hhcC8xLjAvIiB4bWxuczp4bXBNTT0iaHR0cDov
            L25zLmFkb2JlLmNvbS94YXAvMS4wL21tLyIgeG1sbnM6c3RSZWY9Imh0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC9zVHlwZS9SZXNvdXJjZVJl
            ZiMiIHhtcDpDcmVhdG9yVG9vbD0iQWRvYmUgUGhvdG9zaG9wIENTNSBNYWNpbnRvc2giIHhtcE1NOkluc3RhbmNlSUQ9InhtcC5paWQ6NDAzRkVD
            REZCQTlDMTFERkI4NEVEQzRDOTE1OUQzMDgiIHhtcE1NOkRvY3VtZW50SUQ9InhtcC5kaWQ6NDAzRkVDRTBCQTlDMTFERkI4NEVEQzRDOTE1OUQz
            MDgiPiA8eG1wTU06RGVyaXZlZEZyb20gc3RSZWY6aW5zdGFuY2VJRD0ieG1wLmlpZDo0MDNGRUNEREJBOUMxMURGQjg0RURDNEM5MTU5RDMwOCIg
            c3RSZWY6ZG9jdW1lbnRJRD0ieG1wLmRpZDo0MDNGRUNERUJBOUMxMURGQjg0RURDNEM5MTU5RDMwOCIvPiA8L3JkZjpEZXNjcmlwdGlvbj4gPC9y
            ZGY6UkRGPiA8L3g6eG1wbWV0YT4gPD94cGFja2V0IGVuZD0iciI/PgnksYYAAALESURBVHja7JzPKwRhGMd3cFLirC0n/gIlZxclB7kQ/4KUctlo
            KSUOSrakXJSb0kZqL8pFoi3l4kBJSbkoKRdt6/vqUWiseXfmnXmm/T719La/Zj777jPP83zfmVmvWq1m0mhNmZQaweO2FtsPeJ7X6QIEx9ojQ4Xg
            BCc4wRsH3AvbZKEghS08DBWCE5zgBKcCClRwhiOtgFLAUIgOGSoEJzjBCU4FRAXEUCE4wQlOcHUKaMGRAlpgqBCc4AQnOBUQFRBDheAEJzjB1Smg
            c0cKqM8puJZfqaHAmznjBCe4TnBPAzgVEHsVghOc4ARPjQK6caSAuhkqBCc4wQneYAUIRWAQQ0eiUszzxizefvAp3QR8IyWTXQLzVJOU2xKGvRRA
            v8Dzv2N8CX6vHHwJk/z8AxxPvGGYgb8rhT4BY9E3q+CFKwwFhdCv8Ln/0uEW/EIZ+Com9elHFvJbkJF77w/g7QqgL8A4EagAyc39eQXQ5rjLWVVO
            wB9hKCYMvg4O30xXc+0QIdOKwXyBbALQl/Bx8FWsexVJkdPwSszQJiXn/oIO1GQllCIL2O9tzd4myDIvQsacsNqF98YAfQ0fBdd7aHCBz0qKbHMI
            bUJjBEzXkfXj2NhDDClyOwi0tZCQWxddpcg7k/4C9++2pzIQMm0SMtmIQ2QSLGVn0g0bNw3PbMQpctcGum7NKTvZjAjaHDtrcYrlglS3sJaTQhcP
            uFS1GWmE6rU9bOcs9uWJkCnS9NfLSa6rFKURs7W8KJvEwI3Nw23+oMt80eNQ6zARnhLvlX7mvwtxzBLDgIwqTomXRa8GCZGXsDuLeu3QpMirGq8f
            13k8OA2VL+uSlqDVJ0SGJJt8z0wqZtyY0YiLPs+v/IbWFCpftg8vfXt8mol4bdLlhTbtEjIdEiIPfxQxdeDG+uE98J0a1VcleEbyekUdeFL2IcAA
            RekYaPZd8xQAAAAASUVORK5CYII=
            """
        case (.white, false):
            return """
            iVBORw0KGgoAAAANSUhEUgAAABcAAAA8CAYAAACNQSFVAAAACXBIWXMAAAsTAAALEwEAmpwYAAAKT2lDQ1BQaG90b3Nob3AgSUNDIHByb2ZpbGUA
            AHjanVNnVFPpFj333vRCS4iAlEtvUhUIIFJCi4AUkSYqIQkQSoghodkVUcERRUUEG8igiAOOjoCMFVEsDIoK2AfkIaKOg6OIisr74Xuja9a89+bN
            /rXXPues852zzwfACAyWSDNRNYAMqUIeEeCDx8TG4eQuQIEKJHAAEAizZCFz/SMBAPh+PDwrIsAHvgABeNMLCADATZvAMByH/w/qQplcAYCEAcB0
            kThLCIAUAEB6jkKmAEBGAYCdmCZTAKAEAGDLY2LjAFAtAGAnf+bTAICd+Jl7AQBblCEVAaCRACATZYhEAGg7AKzPVopFAFgwABRmS8Q5ANgtADBJ
            V2ZIALC3AMDOEAuyAAgMADBRiIUpAAR7AGDIIyN4AISZABRG8lc88SuuEOcqAAB4mbI8uSQ5RYFbCC1xB1dXLh4ozkkXKxQ2YQJhmkAuwnmZGTKB
            NA/g88wAAKCRFRHgg/P9eM4Ors7ONo62Dl8t6r8G/yJiYuP+5c+rcEAAAOF0ftH+LC+zGoA7BoBt/qIl7gRoXgugdfeLZrIPQLUAoOnaV/Nw+H48
            PEWhkLnZ2eXk5NhKxEJbYcpXff5nwl/AV/1s+X48/Pf14L7iJIEyXYFHBPjgwsz0TKUcz5IJhGLc5o9H/LcL//wd0yLESWK5WCoU41EScY5Emozz
            MqUiiUKSKcUl0v9k4t8s+wM+3zUAsGo+AXuRLahdYwP2SycQWHTA4vcAAPK7b8HUKAgDgGiD4c93/+8//UegJQCAZkmScQAAXkQkLlTKsz/HCAAA
            RKCBKrBBG/TBGCzABhzBBdzBC/xgNoRCJMTCQhBCCmSAHHJgKayCQiiGzbAdKmAv1EAdNMBRaIaTcA4uwlW4Dj1wD/phCJ7BKLyBCQRByAgTYSHa
            iAFiilgjjggXmYX4IcFIBBKLJCDJiBRRIkuRNUgxUopUIFVIHfI9cgI5h1xGupE7yAAygvyGvEcxlIGyUT3UDLVDuag3GoRGogvQZHQxmo8WoJvQ
            crQaPYw2oefQq2gP2o8+Q8cwwOgYBzPEbDAuxsNCsTgsCZNjy7EirAyrxhqwVqwDu4n1Y8+xdwQSgUXACTYEd0IgYR5BSFhMWE7YSKggHCQ0EdoJ
            NwkDhFHCJyKTqEu0JroR+cQYYjIxh1hILCPWEo8TLxB7iEPENyQSiUMyJ7mQAkmxpFTSEtJG0m5SI+ksqZs0SBojk8naZGuyBzmULCAryIXkneTD
            5DPkG+Qh8lsKnWJAcaT4U+IoUspqShnlEOU05QZlmDJBVaOaUt2ooVQRNY9aQq2htlKvUYeoEzR1mjnNgxZJS6WtopXTGmgXaPdpr+h0uhHdlR5O
            l9BX0svpR+iX6AP0dwwNhhWDx4hnKBmbGAcYZxl3GK+YTKYZ04sZx1QwNzHrmOeZD5lvVVgqtip8FZHKCpVKlSaVGyovVKmqpqreqgtV81XLVI+p
            XlN9rkZVM1PjqQnUlqtVqp1Q61MbU2epO6iHqmeob1Q/pH5Z/YkGWcNMw09DpFGgsV/jvMYgC2MZs3gsIWsNq4Z1gTXEJrHN2Xx2KruY/R27iz2q
            qaE5QzNKM1ezUvOUZj8H45hx+Jx0TgnnKKeX836K3hTvKeIpG6Y0TLkxZVxrqpaXllirSKtRq0frvTau7aedpr1Fu1n7gQ5Bx0onXCdHZ4/OBZ3n
            U9lT3acKpxZNPTr1ri6qa6UbobtEd79up+6Ynr5egJ5Mb6feeb3n+hx9L/1U/W36p/VHDFgGswwkBtsMzhg8xTVxbzwdL8fb8VFDXcNAQ6VhlWGX
            4YSRudE8o9VGjUYPjGnGXOMk423GbcajJgYmISZLTepN7ppSTbmmKaY7TDtMx83MzaLN1pk1mz0x1zLnm+eb15vft2BaeFostqi2uGVJsuRaplnu
            trxuhVo5WaVYVVpds0atna0l1rutu6cRp7lOk06rntZnw7Dxtsm2qbcZsOXYBtuutm22fWFnYhdnt8Wuw+6TvZN9un2N/T0HDYfZDqsdWh1+c7Ry
            FDpWOt6azpzuP33F9JbpL2dYzxDP2DPjthPLKcRpnVOb00dnF2e5c4PziIuJS4LLLpc+Lpsbxt3IveRKdPVxXeF60vWdm7Obwu2o26/uNu5p7ofc
            n8w0nymeWTNz0MPIQ+BR5dE/C5+VMGvfrH5PQ0+BZ7XnIy9jL5FXrdewt6V3qvdh7xc+9j5yn+M+4zw33jLeWV/MN8C3yLfLT8Nvnl+F30N/I/9k
            /3r/0QCngCUBZwOJgUGBWwL7+Hp8Ib+OPzrbZfay2e1BjKC5QRVBj4KtguXBrSFoyOyQrSH355jOkc5pDoVQfujW0Adh5mGLw34MJ4WHhVeGP45w
            iFga0TGXNXfR3ENz30T6RJZE3ptnMU85ry1KNSo+qi5qPNo3ujS6P8YuZlnM1VidWElsSxw5LiquNm5svt/87fOH4p3iC+N7F5gvyF1weaHOwvSF
            pxapLhIsOpZATIhOOJTwQRAqqBaMJfITdyWOCnnCHcJnIi/RNtGI2ENcKh5O8kgqTXqS7JG8NXkkxTOlLOW5hCepkLxMDUzdmzqeFpp2IG0yPTq9
            MYOSkZBxQqohTZO2Z+pn5mZ2y6xlhbL+xW6Lty8elQfJa7OQrAVZLQq2QqboVFoo1yoHsmdlV2a/zYnKOZarnivN7cyzytuQN5zvn//tEsIS4ZK2
            pYZLVy0dWOa9rGo5sjxxedsK4xUFK4ZWBqw8uIq2Km3VT6vtV5eufr0mek1rgV7ByoLBtQFr6wtVCuWFfevc1+1dT1gvWd+1YfqGnRs+FYmKrhTb
            F5cVf9go3HjlG4dvyr+Z3JS0qavEuWTPZtJm6ebeLZ5bDpaql+aXDm4N2dq0Dd9WtO319kXbL5fNKNu7g7ZDuaO/PLi8ZafJzs07P1SkVPRU+lQ2
            7tLdtWHX+G7R7ht7vPY07NXbW7z3/T7JvttVAVVN1WbVZftJ+7P3P66Jqun4lvttXa1ObXHtxwPSA/0HIw6217nU1R3SPVRSj9Yr60cOxx++/p3v
            dy0NNg1VjZzG4iNwRHnk6fcJ3/ceDTradox7rOEH0x92HWcdL2pCmvKaRptTmvtbYlu6T8w+0dbq3nr8R9sfD5w0PFl5SvNUyWna6YLTk2fyz4yd
            lZ19fi753GDborZ752PO32oPb++6EHTh0kX/i+c7vDvOXPK4dPKy2+UTV7hXmq86X23qdOo8/pPTT8e7nLuarrlca7nuer21e2b36RueN87d9L15
            8Rb/1tWeOT3dvfN6b/fF9/XfFt1+cif9zsu72Xcn7q28T7xf9EDtQdlD3YfVP1v+3Njv3H9qwHeg89HcR/cGhYPP/pH1jw9DBY+Zj8uGDYbrnjg+
            OTniP3L96fynQ89kzyaeF/6i/suuFxYvfvjV69fO0ZjRoZfyl5O/bXyl/erA6xmv28bCxh6+yXgzMV70VvvtwXfcdx3vo98PT+R8IH8o/2j5sfVT
            0Kf7kxmTk/8EA5jz/GMzLdsAAAAgY0hSTQAAeiUAAICDAAD5/wAAgOkAAHUwAADqYAAAOpgAABdvkl/FRgAABX9JREFUeNqsWE2IW1UU/u5PXt57
            k05/0maGlEEZh7ZTrQspCC50VTdduNedGze6dFVUUKEULAguRCi4qRb8oyJVunepDF1FaC0z+ZkmnQkkcZJMXu69x8XcN6aZ+17eqBfO5uXe7335
            7jnfOQlbW1vD5CIieJ6XW11dLXDOCTPWzs4O3b9//y/GmJn+TBpjDoAbY0BEDBmXMYYYO7hdEtEBcABwbXatmIwT/H9gniidTGJDe2dYBuaJe5zM
            iQgMmXRhjLHDMbdfdZwFnIiM1tqtOef8AHPOuQLQxX9czmw5xIUyAMjn88bJXGvtAs8DWJwAoITL5UQ0Ho1GdZf20vVGtvcwn/FCTaIsCeCUJQ3t
            hbKkXHdqbp9lBUcURZhODACQc3NzB8BzuVzmjMjlciiXy85UZMPh0FV1Xi6XW5FSzsLmURQNGWN/OrPFBQ4AUkoDgFGydYCBkVLKDAYDdxEppVzn
            xgAeAGBshvRERImu6AK3B1QWzbXWiKIom+Va8DyA5wCINEu1RdQzxlSc2TJdoRZcAliyxpYGLojosda6Mp3SaeBERBoAnwHO9hTUzm1JspCtPJal
            iIwhN3gCcxARz8BcGGOY1hpOWRKYx+XPM1zovwI3NtLAzZ7m5lBtbhfA3QkvT7NcnTSKpBVRlh4KYwwppdyyuB4SUQjgdQCBZU6OrkQAPCJ6YIz5
            KdPENaH5PICC1T1peUQ0N9EDsoETkZk1Uf2jYIJxJYCTTcOZqZhWaGlFlDXPcWhZAHgAfAA6BTwf14pTliSbBlCzU1cauAfgMWPMDZ4wh0cAbmad
            zxNlcQ2RSZsTiih5+GeMwRgDzvk+IBHlALwJ4CQANUPz3wHcmX6h7/uQ5XIZ7XYbOzs7EEJMDvSvAHh6xigdMsZGjLE7MXOlFBYXF1EoFMCDIMC5
            c+cQhiEm3I0ADAGMrIklxYiIoliaKIpQLBaxvLwMxhi41hq+72N1dRW+78PmvbHsRYYwjDForVEqlXDmzBkwxvbm/PgCgyDA+fPnUSgUEB+wh3lK
            CMYYGWNQKpWwsrLyxC9CPjl/BEGAs2fPQkpJWmtj6yCNtVRKjYrFIlZWVvYZT1boa4yxYwBU/IILFy5ACHHSOqJIuVC1sLDwfC6XeyPOOts4JBF1
            5NbW1vypU6feF0IM4hNBEABA34LzFPBxGIYvAngZwH62KaXCra2t9/ji4uLNVqv1s3W3PoCBjSwXKq09xGf6AFij0bg9GAy+lvfu3SPO+fX5+fkX
            CoVCOKNoZi2v0+lsN5vN6wDAy+UyFhYW1huNxufGmLmM6Zd0uX61Wv3UGLMJALLb7cY63QrD8NLS0tJL9usddh2p1+t3Op3ObSHEnqXEdimE0K1W
            62q/3x9YKz0Ma7/b6z5+9OjRNSEEYkwupYSUEp7nQSn1x8bGxhfGmCOHAVdKBdWN6idCiEY+n4fnefA878k2JYRAr9e70W63f7Odn2eIo/V6/Zde
            r/e9MQZKqf2QlUpl2p+jWq324eXLl78NwzCXMloQAK/b7T7e3t7+2Pf9gw02CAJMRhiG4Jyv1Wq1G0R0NIWxVEoF6+vrV3d3d+tRFGE65PLysrN1
            bW9vf3b8+PFXS6XSsxNFNcl6vtFo/DgcDr/J592/5PmkRnForSGE6Nfr9fdHoxEByE2xDrrdbqvZbH4Qe4orOOccrhBCIIqiX6vV6pcAjsUWa+UI
            Hz58+NF4PK5prZEUcjwep3b2Vqt17cSJE5eKxeIztvvMb25u/qCUumUNLvnPnMFgkDZ8wxjTqVQqVy5evPid7/thp9NpttvtK0k6PwFeq9WyzCV3
            T58+/dXS0tJbjUbjba11NcvowZrNZibj6Pf7T/V6vXd2d3ffTftHbnL9PQAy8sZGiX0DIAAAAABJRU5ErkJggg==
            """
        case (.white, true):
            return """
            iVBORw0KGgoAAAANSUhEUgAAAC4AAAB4CAYAAACNbsDdAAAAGXRFWHRTb2Z0d2FyZQBBZG9iZSBJbWFnZVJlYWR5ccllPAAAAyJpVFh0WE1MOmNv
            bS5hZG9iZS54bXAAAAAAADw/eHBhY2tldCBiZWdpbj0i77u/IiBpZD0iVzVNME1wQ2VoaUh6cmVTek5UY3prYzlkIj8+IDx4OnhtcG1ldGEgeG1s
            bnM6eD0iYWRvYmU6bnM6bWV0YS8iIHg6eG1wdGs9IkFkb2JlIFhNUCBDb3JlIDUuMC1jMDYwIDYxLjEzNDc3NywgMjAxMC8wMi8xMi0xNzozMjow
            MCAgICAgICAgIj4gPHJkZjpSREYgeG1sbnM6cmRmPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjIj4gPHJkZjpE
            ZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6eG1wPSJodHRwOi8vbnMuYWRvYmUuY29tL3hhcC8xLjAvIiB4bWxuczp4bXBNTT0iaHR0cDov
            L25zLmFkb2JlLmNvbS94YXAvMS4wL21tLyIgeG1sbnM6c3RSZWY9Imh0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC9zVHlwZS9SZXNvdXJjZVJl
            ZiMiIHhtcDpDcmVhdG9yVG9vbD0iQWRvYmUgUGhvdG9zaG9wIENTNSBNYWNpbnRvc2giIHhtcE1NOkluc3RhbmNlSUQ9InhtcC5paWQ6ODU2NDFF
            RTVCQTlDMTFERkJCQ0E5N0JFNkM4NDU3NkEiIHhtcE1NOkRvY3VtZW50SUQ9InhtcC5kaWQ6ODU2NDFFRTZCQTlDMTFERkJCQ0E5N0JFNkM4NDU3
            NkEiPiA8eG1wTU06RGVyaXZlZEZyb20gc3RSZWY6aW5zdGFuY2VJRD0ieG1wLmlpZDo4NTY0MUVFM0JBOUMxMURGQkJDQTk3QkU2Qzg0NTc2QSIg
            c3RSZWY6ZG9jdW1lbnRJRD0ieG1wLmRpZDo4NTY0MUVFNEJBOUMxMURGQkJDQTk3QkU2Qzg0NTc2QSIvPiA8L3JkZjpEZXNjcmlwdGlvbj4gPC9y
            ZGY6UkRGPiA8L3g6eG1wbWV0YT4gPD94cGFja2V0IGVuZD0iciI/PqFlKJYAAAKVSURBVHja7JrPR0RRFMffzKRFZNIyQ6v6CyKt20Rt0qbUv5AU
            bVISkVqUNGRoE7OLpB+0iTZJiWjTokgk2gwj2mRM5+g8xug178e9775b38PXmDEz7zN3zj2/3k1Vq1XHRks7lhrA47amEJ9p18RS0g2esXXFAR43
            eBorDnCA67cUiiyAAxzgAAe4LZlzSBPLMWoVhZ8BOFwF4ABPODg6IIADHOAAB7g1mXNDE8s0ahXU4wCHq2DFm20Fr6ADAjjAAQ5wgP/ZDuhKE0uv
            bnBrjzbhTBZWHOAAVwueSgI4OiCAAxzgAAe4NZnzQRNLF1wF4AAHOMD/XwIaILUZZhkN8N5Dt3Vj8C1LFvuUNJmuebJnAXSZtFjv48uk54SDM2Op
            HvyDNEP6TCj0OenAK6rckfIJhH4nzTcKhwXSdcLA10hvtS94DYQ6OOSQsgmA5kUc95uAXt3da9h4380FzZwntZvBkG16RbpGs8MW+QE5A9C3pDHH
            40hI2sdfNeWEOE8S0T7FRSpRiiwTIZKv9/jbG/yOmfmGVZHUEwP0PWmkUSIMMh/PSYhs1QjNrjEs8Mrq8ZcYQuSOH+gwjcSRxhD5JOHPl4W5ldIq
            LpNT7CITpBudrRsXPLOKQ2QxCHSUnpMvsq0ImvfOepzNcl6yW1Sbk0QXG3hFGo+PCN/B7eKlifFElBDJ9fWKybnKgRRiQW1RNroxcLYFqeH9Gv/Q
            sygXVHlLvEfCWqODODxi6JdHx/SKuyGy4NNFylEvpnp2mJcy2MvOQu4Hra7iWqeUBC0/uMhgfbeelBV3pEdc+uH1VVXQusDZ9p3veaRrF47i2aTO
            gzZZcZk2cZEXW8DZ+kjdpF3VXxzH0aaMjilBHLdStIw2vgQYAC9OlxGLwavBAAAAAElFTkSuQmCC
            """
        }
    }
}
